import { Grid } from '@mui/material';
import { BooleanInput, DateInput, SimpleForm, TextInput, required } from 'react-admin';
import { PilotoInputSchema } from '@stockcar/shared/schemas/admin/participantes';
import { text, textsOf } from '../../components/form-values.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { SobreInputs, sobreOf } from '../../components/sobre-inputs.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

const IMAGENS = ['imagem', 'imagemB', 'imagemCapacete', 'imagemCarro', 'background'] as const;

/** The form's values as the API's PilotoInput. */
export function toPilotoInput(values: Record<string, unknown>) {
  return {
    ...textsOf(values, ['nome', 'sobrenome', 'instagram', ...IMAGENS]),
    dataNascimento: text(values.dataNascimento) || null,
    sobre: sobreOf(values),
    exibeInstagram: values.exibeInstagram === true,
  };
}

const validate = zodValidate(PilotoInputSchema, toPilotoInput);

/** A driver: name, birth date, pictures, "about" text and Instagram. */
export function PilotoForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ exibeInstagram: false }}>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="nome" validate={required()} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="sobrenome" validate={required()} fullWidth />
        </Grid>
      </Grid>
      <DateInput source="dataNascimento" />
      {IMAGENS.map((source) => (
        <ImageInput key={source} source={source} altSource="nome" />
      ))}
      <SobreInputs />
      <TextInput source="instagram" helperText="resources.pilotos.ajuda.instagram" fullWidth />
      <BooleanInput source="exibeInstagram" />
    </SimpleForm>
  );
}
