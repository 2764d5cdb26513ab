import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { FaixaForm } from './faixa-form.tsx';

export default function FaixasCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <FaixaForm />
    </Create>
  );
}
