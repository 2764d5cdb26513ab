import {
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import { BrindeInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { zodValidate } from '../../components/zod-validate.ts';
import { TIPO_CHOICES } from './tipos.ts';

const validate = zodValidate(BrindeInputSchema, (v) => ({ ...v, ativo: v.ativo ?? false }));

/** A gift: picture (address + alt text), the private file (key, name, type), active, position. */
export function BrindeForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ ativo: true, ordem: 0 }}>
      <TextInput source="nome" validate={required()} fullWidth />
      {/* The upload button (ImageInput) is wired next to this field at merge. */}
      <TextInput source="urlImagem" validate={required()} fullWidth />
      <TextInput source="textoAlternativo" validate={required()} fullWidth />
      <TextInput source="arquivo" validate={required()} fullWidth />
      <TextInput source="nomeArquivo" validate={required()} fullWidth />
      <SelectInput source="tipoConteudo" choices={TIPO_CHOICES} validate={required()} />
      <BooleanInput source="ativo" />
      <NumberInput source="ordem" min={0} step={1} validate={required()} />
    </SimpleForm>
  );
}
