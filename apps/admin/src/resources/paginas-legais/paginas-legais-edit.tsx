import { ConsoleEdit } from '../../components/console-edit.tsx';
import { PaginaLegalForm, toPaginaLegalInput } from './pagina-legal-form.tsx';

export default function PaginasLegaisEdit() {
  return (
    <ConsoleEdit transform={toPaginaLegalInput}>
      <PaginaLegalForm />
    </ConsoleEdit>
  );
}
