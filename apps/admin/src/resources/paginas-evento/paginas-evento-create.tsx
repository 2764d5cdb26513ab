import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { PaginaEventoForm, toPaginaEventoInput } from './pagina-evento-form.tsx';

export default function PaginasEventoCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" transform={toPaginaEventoInput} mutationOptions={{ onError }}>
      <PaginaEventoForm />
    </Create>
  );
}
