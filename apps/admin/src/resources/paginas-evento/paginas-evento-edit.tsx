import { ConsoleEdit } from '../../components/console-edit.tsx';
import { PaginaEventoForm, toPaginaEventoInput } from './pagina-evento-form.tsx';

export default function PaginasEventoEdit() {
  return (
    <ConsoleEdit transform={toPaginaEventoInput}>
      <PaginaEventoForm />
    </ConsoleEdit>
  );
}
