import { NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { QuizFaixaInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(QuizFaixaInputSchema);

export function FaixaForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ cor: '#0057b8' }}>
      <NumberInput source="minimoAcertos" min={0} step={1} validate={required()} />
      <TextInput source="titulo" validate={required()} fullWidth />
      <TextInput source="texto" validate={required()} multiline fullWidth />
      <TextInput source="cor" type="color" validate={required()} sx={{ minWidth: 120 }} />
    </SimpleForm>
  );
}
