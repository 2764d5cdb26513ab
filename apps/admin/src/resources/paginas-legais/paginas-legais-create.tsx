import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { PaginaLegalForm, toPaginaLegalInput } from './pagina-legal-form.tsx';

export default function PaginasLegaisCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" transform={toPaginaLegalInput} mutationOptions={{ onError }}>
      <PaginaLegalForm />
    </Create>
  );
}
