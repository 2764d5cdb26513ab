import { ConsoleEdit } from '../../components/console-edit.tsx';
import { TemporadaForm, toTemporadaInput } from './temporada-form.tsx';

export default function TemporadasEdit() {
  return (
    <ConsoleEdit redirect="list" transform={toTemporadaInput}>
      <TemporadaForm />
    </ConsoleEdit>
  );
}
