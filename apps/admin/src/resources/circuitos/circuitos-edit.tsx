import { ConsoleEdit } from '../../components/console-edit.tsx';
import { CircuitoForm, toCircuitoInput } from './circuito-form.tsx';

export default function CircuitosEdit() {
  return (
    <ConsoleEdit redirect="list" transform={toCircuitoInput}>
      <CircuitoForm />
    </ConsoleEdit>
  );
}
