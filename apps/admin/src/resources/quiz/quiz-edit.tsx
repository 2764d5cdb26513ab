import { NumberField, TextField } from 'react-admin';
import { ChildList } from '../../components/child-list.tsx';
import { ConsoleEdit } from '../../components/console-edit.tsx';
import { QuizForm } from './quiz-form.tsx';

/** The quiz, and below it its questions in order (each opens in its own form). */
export default function QuizEdit() {
  return (
    <ConsoleEdit>
      <QuizForm>
        <ChildList label="resources.quiz.perguntas" reference="quiz/perguntas" target="quizId">
          <NumberField source="ordem" />
          <TextField source="descricao" />
        </ChildList>
      </QuizForm>
    </ConsoleEdit>
  );
}
