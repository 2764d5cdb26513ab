import { ConsoleEdit } from '../../components/console-edit.tsx';
import { PopupsForm } from './popups-form.tsx';

export default function PopupsEdit() {
  return (
    <ConsoleEdit>
      <PopupsForm />
    </ConsoleEdit>
  );
}
