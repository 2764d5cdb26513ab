import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { BrindeForm } from './brinde-form.tsx';

export default function BrindesCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <BrindeForm />
    </Create>
  );
}
