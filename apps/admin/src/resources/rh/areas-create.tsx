import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { AreasForm } from './areas-form.tsx';

export default function AreasCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }} record={{ ordem: 0 }}>
      <AreasForm />
    </Create>
  );
}
