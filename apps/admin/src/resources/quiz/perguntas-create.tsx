import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { PerguntaForm, prepareQuestion } from './pergunta-form.tsx';

export default function PerguntasCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }} transform={prepareQuestion}>
      <PerguntaForm />
    </Create>
  );
}
