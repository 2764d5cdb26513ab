import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { DepoimentosForm, prepareDepoimento } from './depoimentos-form.tsx';

export default function DepoimentosCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create
      redirect="list"
      mutationOptions={{ onError }}
      transform={prepareDepoimento}
      record={{ ordem: 0 }}
    >
      <DepoimentosForm />
    </Create>
  );
}
