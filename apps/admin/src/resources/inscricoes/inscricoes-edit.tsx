import { ConsoleEdit } from '../../components/console-edit.tsx';
import { InscricaoForm, toInscricaoInput } from './inscricao-form.tsx';

export default function InscricoesEdit() {
  return (
    <ConsoleEdit redirect="list" transform={toInscricaoInput}>
      <InscricaoForm />
    </ConsoleEdit>
  );
}
