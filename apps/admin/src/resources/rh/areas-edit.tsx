import { ConsoleEdit } from '../../components/console-edit.tsx';
import { AreasForm } from './areas-form.tsx';

export default function AreasEdit() {
  return (
    <ConsoleEdit>
      <AreasForm />
    </ConsoleEdit>
  );
}
