import { ConsoleEdit } from '../../components/console-edit.tsx';
import { MaquinaForm, toMaquinaInput } from './maquina-form.tsx';

export default function MaquinasEdit() {
  return (
    <ConsoleEdit redirect="list" transform={toMaquinaInput}>
      <MaquinaForm />
    </ConsoleEdit>
  );
}
