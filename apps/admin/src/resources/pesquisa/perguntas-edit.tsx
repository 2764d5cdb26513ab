import { ConsoleEdit } from '../../components/console-edit.tsx';
import { PerguntaForm, prepareQuestion } from './pergunta-form.tsx';

export default function PerguntasEdit() {
  return (
    <ConsoleEdit redirect="list" transform={prepareQuestion}>
      <PerguntaForm />
    </ConsoleEdit>
  );
}
