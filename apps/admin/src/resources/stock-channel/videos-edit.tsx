import { ConsoleEdit } from '../../components/console-edit.tsx';
import { VideoForm } from './video-form.tsx';

export default function VideosEdit() {
  return (
    <ConsoleEdit redirect="list">
      <VideoForm />
    </ConsoleEdit>
  );
}
