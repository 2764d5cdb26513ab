import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { MenuInputSchema } from '@stockcar/shared/schemas/admin/marketing';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { keepEmpty, zodValidate } from '../../components/zod-validate.ts';
import { GRUPO_CHOICES } from './grupos.ts';

const validate = zodValidate(MenuInputSchema);

export function MenusForm() {
  return (
    <SimpleForm validate={validate}>
      <SelectInput source="categoriaId" choices={CATEGORIA_CHOICES} />
      <SelectInput source="grupo" choices={GRUPO_CHOICES} />
      <TextInput source="titulo.pt-br" fullWidth />
      <TextInput source="titulo.en" fullWidth parse={keepEmpty} />
      <TextInput source="url" fullWidth />
      <BooleanInput source="novaAba" />
      <NumberInput source="ordem" min={0} step={1} />
    </SimpleForm>
  );
}
