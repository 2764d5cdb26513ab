import { ConsoleCreate } from '../../components/console-create.tsx';
import { InscricaoForm, toInscricaoInput } from './inscricao-form.tsx';

export default function InscricoesCreate() {
  return (
    <ConsoleCreate transform={toInscricaoInput}>
      <InscricaoForm />
    </ConsoleCreate>
  );
}
