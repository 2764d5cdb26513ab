import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { B2BForm, prepareProduto } from './b2b-form.tsx';

export default function B2BCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create
      redirect="list"
      mutationOptions={{ onError }}
      transform={prepareProduto}
      record={{ ativo: true, ordem: 0, dataInicio: null, dataFim: null }}
    >
      <B2BForm />
    </Create>
  );
}
