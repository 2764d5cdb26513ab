import { ConsoleEdit } from '../../components/console-edit.tsx';
import { PatrocinadoresForm } from './patrocinadores-form.tsx';

export default function PatrocinadoresEdit() {
  return (
    <ConsoleEdit>
      <PatrocinadoresForm />
    </ConsoleEdit>
  );
}
