import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { PatrocinadoresForm } from './patrocinadores-form.tsx';

export default function PatrocinadoresCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }} record={{ ordem: 0 }}>
      <PatrocinadoresForm />
    </Create>
  );
}
