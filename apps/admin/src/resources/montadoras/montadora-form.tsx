import { SimpleForm, TextInput, required } from 'react-admin';
import { MontadoraInputSchema } from '@stockcar/shared/schemas/admin/participantes';
import { textsOf } from '../../components/form-values.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { SobreInputs, sobreOf } from '../../components/sobre-inputs.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

const IMAGENS = ['logo', 'imagemBackground', 'imagemCarro'] as const;

/** The form's values as the API's MontadoraInput. */
export function toMontadoraInput(values: Record<string, unknown>) {
  return {
    ...textsOf(values, ['nome', 'website', 'instagram', ...IMAGENS]),
    sobre: sobreOf(values),
  };
}

const validate = zodValidate(MontadoraInputSchema, toMontadoraInput);

/** A manufacturer: name (unique), pictures, "about" text, website and Instagram. */
export function MontadoraForm() {
  return (
    <SimpleForm validate={validate}>
      <TextInput source="nome" validate={required()} fullWidth />
      {IMAGENS.map((source) => (
        <ImageInput key={source} source={source} altSource="nome" />
      ))}
      <SobreInputs />
      <TextInput source="website" fullWidth />
      <TextInput source="instagram" fullWidth />
    </SimpleForm>
  );
}
