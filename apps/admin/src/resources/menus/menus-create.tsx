import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { MenusForm } from './menus-form.tsx';

export default function MenusCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }} record={{ novaAba: false, ordem: 0 }}>
      <MenusForm />
    </Create>
  );
}
