import { SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { MaquinaInputSchema } from '@stockcar/shared/schemas/admin/participantes';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { numberOrNull, textsOf } from '../../components/form-values.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { ReferenceAutocomplete } from '../../components/reference-autocomplete.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

/** The form's values as the API's MaquinaInput. */
export function toMaquinaInput(values: Record<string, unknown>) {
  return {
    categoriaId: values.categoriaId,
    montadoraId: numberOrNull(values.montadoraId),
    ...textsOf(values, ['nome', 'imagem']),
  };
}

const validate = zodValidate(MaquinaInputSchema, toMaquinaInput);

/** A car model a category races with, by its manufacturer. */
export function MaquinaForm() {
  return (
    <SimpleForm validate={validate}>
      <SelectInput source="categoriaId" choices={CATEGORIA_CHOICES} validate={required()} />
      <ReferenceAutocomplete
        source="montadoraId"
        reference="montadoras"
        optionText="nome"
        validate={required()}
      />
      <TextInput source="nome" validate={required()} fullWidth />
      <ImageInput source="imagem" altSource="nome" />
    </SimpleForm>
  );
}
