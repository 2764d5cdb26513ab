import { ConsoleCreate } from '../../components/console-create.tsx';
import { MontadoraForm, toMontadoraInput } from './montadora-form.tsx';

export default function MontadorasCreate() {
  return (
    <ConsoleCreate transform={toMontadoraInput}>
      <MontadoraForm />
    </ConsoleCreate>
  );
}
