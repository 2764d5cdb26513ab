import { ConsoleCreate } from '../../components/console-create.tsx';
import { TemporadaForm, toTemporadaInput } from './temporada-form.tsx';

export default function TemporadasCreate() {
  return (
    <ConsoleCreate transform={toTemporadaInput}>
      <TemporadaForm criar />
    </ConsoleCreate>
  );
}
