import { ConsoleEdit } from '../../components/console-edit.tsx';
import { MontadoraForm, toMontadoraInput } from './montadora-form.tsx';

export default function MontadorasEdit() {
  return (
    <ConsoleEdit redirect="list" transform={toMontadoraInput}>
      <MontadoraForm />
    </ConsoleEdit>
  );
}
