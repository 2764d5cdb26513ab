import { ConsoleEdit } from '../../components/console-edit.tsx';
import { DepoimentoForm } from './depoimento-form.tsx';

export default function DepoimentosEdit() {
  return (
    <ConsoleEdit redirect="list">
      <DepoimentoForm />
    </ConsoleEdit>
  );
}
