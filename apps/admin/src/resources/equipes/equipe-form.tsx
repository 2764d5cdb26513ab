import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin';
import { EquipeInputSchema } from '@stockcar/shared/schemas/admin/participantes';
import { textsOf } from '../../components/form-values.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { SobreInputs, sobreOf } from '../../components/sobre-inputs.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

const IMAGENS = ['logo', 'logoB', 'background'] as const;

/** The form's values as the API's EquipeInput. */
export function toEquipeInput(values: Record<string, unknown>) {
  return {
    ...textsOf(values, ['nome', 'website', ...IMAGENS]),
    sobre: sobreOf(values),
    exibeWebsite: values.exibeWebsite === true,
  };
}

const validate = zodValidate(EquipeInputSchema, toEquipeInput);

/** A team: name, logos, background, "about" text and website. */
export function EquipeForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ exibeWebsite: false }}>
      <TextInput source="nome" validate={required()} fullWidth />
      {IMAGENS.map((source) => (
        <ImageInput key={source} source={source} altSource="nome" />
      ))}
      <SobreInputs />
      <TextInput source="website" fullWidth />
      <BooleanInput source="exibeWebsite" />
    </SimpleForm>
  );
}
