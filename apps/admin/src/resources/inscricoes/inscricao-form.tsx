import { Grid } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { subcategoriasOf } from '@stockcar/shared/racing-rules';
import { InscricaoInputSchema } from '@stockcar/shared/schemas/admin/inscricoes';
import { CategoriaAnoInputs } from '../../components/categoria-ano-inputs.tsx';
import { numberOrNull, text, textsOf } from '../../components/form-values.ts';
import { nomeDoPiloto } from '../../components/nome-piloto.ts';
import { ReferenceAutocomplete } from '../../components/reference-autocomplete.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

const classesOf = (categoriaId: unknown) =>
  typeof categoriaId === 'number' ? subcategoriasOf(categoriaId) : [];

/** The form's values as the API's InscricaoInput; a class only where the category has them. */
export function toInscricaoInput(values: Record<string, unknown>) {
  return {
    categoriaId: values.categoriaId,
    temporada: numberOrNull(values.temporada),
    pilotoId: numberOrNull(values.pilotoId),
    equipeId: numberOrNull(values.equipeId),
    montadoraId: numberOrNull(values.montadoraId),
    ...textsOf(values, ['numero', 'carro']),
    subcategoria:
      classesOf(values.categoriaId).length > 0 ? text(values.subcategoria) || null : null,
  };
}

const validate = zodValidate(InscricaoInputSchema, toInscricaoInput);

/** The class of the entry, where the category has classes (e-stock, Turismo Nacional). */
function ClasseInput() {
  const classes = classesOf(useWatch({ name: 'categoriaId' }));
  if (classes.length === 0) return null;
  return (
    <SelectInput
      source="subcategoria"
      choices={classes.map((id) => ({ id, name: id }))}
      validate={required()}
      fullWidth
    />
  );
}

/** A driver's entry in a season: team, manufacturer, car, number and class. */
export function InscricaoForm() {
  return (
    <SimpleForm validate={validate}>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <CategoriaAnoInputs />
      </Grid>
      <ReferenceAutocomplete
        source="pilotoId"
        reference="pilotos"
        optionText={nomeDoPiloto}
        validate={required()}
      />
      <ReferenceAutocomplete
        source="equipeId"
        reference="equipes"
        optionText="nome"
        validate={required()}
      />
      <ReferenceAutocomplete
        source="montadoraId"
        reference="montadoras"
        optionText="nome"
        validate={required()}
      />
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 4, sm: 3 }}>
          <TextInput
            source="numero"
            validate={required()}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 8, sm: 9 }}>
          <TextInput source="carro" validate={required()} fullWidth />
        </Grid>
      </Grid>
      <ClasseInput />
    </SimpleForm>
  );
}
