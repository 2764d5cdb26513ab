import { NumberInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { OndeAssistirInputSchema } from '@stockcar/shared/schemas/admin/circuitos';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { numberOrNull, textsOf } from '../../components/form-values.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

/** The form's values as the API's OndeAssistirInput. */
export function toOndeAssistirInput(values: Record<string, unknown>) {
  return {
    categoriaId: values.categoriaId,
    ...textsOf(values, ['nomeCanal', 'imgCanal', 'tag']),
    ordem: numberOrNull(values.ordem),
  };
}

const validate = zodValidate(OndeAssistirInputSchema, toOndeAssistirInput);

/** A channel showing a category: its name, logo, label and place in the list. */
export function OndeAssistirForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ ordem: 0, tag: '' }}>
      <SelectInput source="categoriaId" choices={CATEGORIA_CHOICES} validate={required()} />
      <TextInput source="nomeCanal" validate={required()} fullWidth />
      <ImageInput source="imgCanal" altSource="nomeCanal" validate={required()} />
      <TextInput source="tag" helperText="resources.onde-assistir.ajuda.tag" fullWidth />
      <NumberInput
        source="ordem"
        min={0}
        step={1}
        helperText="resources.onde-assistir.ajuda.ordem"
        validate={required()}
      />
    </SimpleForm>
  );
}
