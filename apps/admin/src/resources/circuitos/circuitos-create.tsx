import { ConsoleCreate } from '../../components/console-create.tsx';
import { CircuitoForm, toCircuitoInput } from './circuito-form.tsx';

export default function CircuitosCreate() {
  return (
    <ConsoleCreate transform={toCircuitoInput}>
      <CircuitoForm />
    </ConsoleCreate>
  );
}
