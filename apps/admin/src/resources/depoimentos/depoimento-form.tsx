import { BooleanInput, NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { DepoimentoInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(DepoimentoInputSchema, (v) => ({ ...v, ativo: v.ativo ?? false }));

/** A testimonial: who (name and city), the words, active, position in the carousel. */
export function DepoimentoForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ ativo: true, ordem: 0 }}>
      <TextInput
        source="nome"
        validate={required()}
        helperText="resources.depoimentos.ajuda.nome"
        fullWidth
      />
      <TextInput source="texto" validate={required()} multiline minRows={3} fullWidth />
      <BooleanInput source="ativo" />
      <NumberInput source="ordem" min={0} step={1} validate={required()} />
    </SimpleForm>
  );
}
