import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { BibliotecaForm } from './biblioteca-form.tsx';

export default function BibliotecasCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="edit" mutationOptions={{ onError }}>
      <BibliotecaForm />
    </Create>
  );
}
