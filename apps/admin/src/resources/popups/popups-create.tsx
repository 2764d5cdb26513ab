import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { PopupsForm } from './popups-form.tsx';

export default function PopupsCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create
      redirect="list"
      mutationOptions={{ onError }}
      record={{ abrirNovaAba: false, ordem: 0, inicio: null, fim: null }}
    >
      <PopupsForm />
    </Create>
  );
}
