import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { BastidorForm, prepareBastidor } from './bastidor-form.tsx';

export default function BastidoresCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }} transform={prepareBastidor}>
      <BastidorForm />
    </Create>
  );
}
