import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { BannersForm } from './banners-form.tsx';

export default function BannersCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create
      redirect="list"
      mutationOptions={{ onError }}
      record={{ ativo: true, ordem: 0, inicio: null, fim: null }}
    >
      <BannersForm />
    </Create>
  );
}
