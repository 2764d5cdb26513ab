import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { PesquisaForm } from './pesquisa-form.tsx';

export default function PesquisaCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="edit" mutationOptions={{ onError }}>
      <PesquisaForm />
    </Create>
  );
}
