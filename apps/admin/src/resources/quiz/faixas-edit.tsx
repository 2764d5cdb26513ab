import { ConsoleEdit } from '../../components/console-edit.tsx';
import { FaixaForm } from './faixa-form.tsx';

export default function FaixasEdit() {
  return (
    <ConsoleEdit redirect="list">
      <FaixaForm />
    </ConsoleEdit>
  );
}
