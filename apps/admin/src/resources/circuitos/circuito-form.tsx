import { Grid } from '@mui/material';
import { NumberInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { CircuitoInputSchema, SENTIDOS } from '@stockcar/shared/schemas/admin/circuitos';
import { numberOrNull, textsOf } from '../../components/form-values.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { SobreInputs, sobreOf } from '../../components/sobre-inputs.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

const TEXTOS = ['nome', 'cidade', 'uf', 'pais', 'voltaMaisRapida', 'urlVideo'] as const;
const IMAGENS = [
  'imagem',
  'imagemCard',
  'backgroundGif',
  'backgroundImagem',
  'statsImagem',
  'thumbVideo',
] as const;

/** The form's values as the API's CircuitoInput. */
export function toCircuitoInput(values: Record<string, unknown>) {
  return {
    ...textsOf(values, [...TEXTOS, ...IMAGENS]),
    extensao: numberOrNull(values.extensao),
    curvas: numberOrNull(values.curvas),
    sentido: values.sentido,
    primeiroAno: numberOrNull(values.primeiroAno),
    sobre: sobreOf(values),
  };
}

const validate = zodValidate(CircuitoInputSchema, toCircuitoInput);
const SENTIDO_CHOICES = SENTIDOS.map((id) => ({ id, name: id }));

/** A circuit: where it is, its figures, its pictures and its "about" text. */
export function CircuitoForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ pais: 'Brasil', sentido: 'Anti-horário' }}>
      <TextInput source="nome" validate={required()} fullWidth />
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="cidade" validate={required()} fullWidth />
        </Grid>
        <Grid size={{ xs: 4, sm: 2 }}>
          <TextInput source="uf" fullWidth />
        </Grid>
        <Grid size={{ xs: 8, sm: 4 }}>
          <TextInput source="pais" validate={required()} fullWidth />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <NumberInput source="extensao" min={0} step={1} validate={required()} fullWidth />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <NumberInput source="curvas" min={0} step={1} validate={required()} fullWidth />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectInput source="sentido" choices={SENTIDO_CHOICES} validate={required()} fullWidth />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <NumberInput source="primeiroAno" min={1950} max={2100} step={1} fullWidth />
        </Grid>
      </Grid>
      <TextInput source="voltaMaisRapida" fullWidth />
      {IMAGENS.map((source) => (
        <ImageInput key={source} source={source} altSource="nome" />
      ))}
      <TextInput source="urlVideo" fullWidth />
      <SobreInputs />
    </SimpleForm>
  );
}
