import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { AoVivoForm } from './ao-vivo-form.tsx';

export default function AoVivoCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create
      redirect="list"
      mutationOptions={{ onError }}
      record={{ canal: 'SITE', online: false, linkVinculado: true, ordem: 0 }}
    >
      <AoVivoForm />
    </Create>
  );
}
