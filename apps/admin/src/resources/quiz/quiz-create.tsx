import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { QuizForm } from './quiz-form.tsx';

export default function QuizCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="edit" mutationOptions={{ onError }}>
      <QuizForm />
    </Create>
  );
}
