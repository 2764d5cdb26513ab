import { ConsoleEdit } from '../../components/console-edit.tsx';
import { BastidorForm, prepareBastidor } from './bastidor-form.tsx';

export default function BastidoresEdit() {
  return (
    <ConsoleEdit redirect="list" transform={prepareBastidor}>
      <BastidorForm />
    </ConsoleEdit>
  );
}
