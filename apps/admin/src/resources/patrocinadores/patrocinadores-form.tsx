import { NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { PatrocinadorInputSchema } from '@stockcar/shared/schemas/admin/marketing';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { zodValidate } from '../../components/zod-validate.ts';
import { GRUPO_CHOICES } from './grupos.ts';

const validate = zodValidate(PatrocinadorInputSchema);

export function PatrocinadoresForm() {
  return (
    <SimpleForm validate={validate}>
      <SelectInput source="categoriaId" choices={CATEGORIA_CHOICES} />
      <SelectInput source="grupo" choices={GRUPO_CHOICES} />
      <TextInput source="nome" fullWidth />
      <ImageInput source="imagem" altSource="nome" />
      <NumberInput source="ordem" min={0} step={1} />
    </SimpleForm>
  );
}
