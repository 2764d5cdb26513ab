import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { RhDepoimentoInputSchema } from '@stockcar/shared/schemas/admin/comercial';
import { text } from '../../components/form-values.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { validateWithAlt } from '../../components/imagem-alt.ts';

/** The form's values as the contract reads them: an emptied picture and alt text are ''. */
export const prepareDepoimento = (values: Record<string, unknown>) => ({
  ...values,
  imagem: text(values.imagem),
  imagemAlt: text(values.imagemAlt),
});

const validate = validateWithAlt(RhDepoimentoInputSchema, prepareDepoimento);

/** A testimonial of the careers page: who, their job, photo and words. */
export function DepoimentosForm() {
  return (
    <SimpleForm validate={validate}>
      <TextInput source="nome" fullWidth />
      <TextInput source="cargo" fullWidth />
      <ImageInput source="imagem" altSource="imagemAlt" />
      <TextInput source="imagemAlt" fullWidth />
      <TextInput source="depoimento" fullWidth multiline minRows={3} />
      <NumberInput source="ordem" min={0} step={1} />
    </SimpleForm>
  );
}
