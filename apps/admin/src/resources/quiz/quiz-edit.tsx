import {
  Datagrid,
  Labeled,
  NumberField,
  ReferenceManyField,
  TextField,
  useTranslate,
} from 'react-admin';
import { ConsoleEdit } from '../../components/console-edit.tsx';
import { QuizForm } from './quiz-form.tsx';

/** The quiz, and below it its questions in order (each opens in its own form). */
export default function QuizEdit() {
  const translate = useTranslate();
  return (
    <ConsoleEdit>
      <QuizForm>
        <Labeled label={translate('resources.quiz.perguntas')} fullWidth>
          <ReferenceManyField
            reference="quiz/perguntas"
            target="quizId"
            sort={{ field: 'ordem', order: 'ASC' }}
            perPage={100}
          >
            <Datagrid rowClick="edit" bulkActionButtons={false}>
              <NumberField source="ordem" />
              <TextField source="descricao" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </QuizForm>
    </ConsoleEdit>
  );
}
