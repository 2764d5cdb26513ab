import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { VideoForm } from './video-form.tsx';

export default function VideosCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <VideoForm />
    </Create>
  );
}
