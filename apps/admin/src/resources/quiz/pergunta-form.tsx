import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { QuizPerguntaInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { zodValidate } from '../../components/zod-validate.ts';

/** The form's values as the contract reads them: unticked answers are `correta: false`. */
export const prepareQuestion = (values: Record<string, unknown>) => ({
  ...values,
  respostas: Array.isArray(values.respostas)
    ? values.respostas.map((r: Record<string, unknown> | null) => ({
        ...r,
        correta: r?.correta === true,
      }))
    : values.respostas,
});

const validate = zodValidate(QuizPerguntaInputSchema, prepareQuestion);

const NOVA = { descricao: '', correta: false };

/** A question: its quiz, position, text and 2 to 6 answers with exactly one `correta`. */
export function PerguntaForm() {
  return (
    <SimpleForm
      validate={validate}
      defaultValues={{ ordem: 0, respostas: [{ ...NOVA, correta: true }, NOVA] }}
    >
      <ReferenceInput source="quizId" reference="quiz">
        <SelectInput optionText="titulo" validate={required()} />
      </ReferenceInput>
      <NumberInput source="ordem" min={0} step={1} validate={required()} />
      <TextInput source="descricao" validate={required()} multiline fullWidth />
      <ArrayInput source="respostas">
        <SimpleFormIterator inline disableReordering={false}>
          <TextInput source="descricao" validate={required()} sx={{ minWidth: 360 }} />
          <BooleanInput source="correta" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
