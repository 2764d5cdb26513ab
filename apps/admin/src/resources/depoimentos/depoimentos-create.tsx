import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { DepoimentoForm } from './depoimento-form.tsx';

export default function DepoimentosCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <DepoimentoForm />
    </Create>
  );
}
