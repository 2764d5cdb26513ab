import { ConsoleCreate } from '../../components/console-create.tsx';
import { MaquinaForm, toMaquinaInput } from './maquina-form.tsx';

export default function MaquinasCreate() {
  return (
    <ConsoleCreate transform={toMaquinaInput}>
      <MaquinaForm />
    </ConsoleCreate>
  );
}
