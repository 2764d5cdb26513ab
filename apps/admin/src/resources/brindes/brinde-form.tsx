import { BooleanInput, NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { BrindeInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { ImageInput } from '../../components/image-input.tsx';
import { zodValidate } from '../../components/zod-validate.ts';
import { BrindeArquivoInput } from './arquivo-input.tsx';

const validate = zodValidate(BrindeInputSchema, (v) => ({ ...v, ativo: v.ativo ?? false }));

/** A gift: picture (uploaded or an address, with alt text), the private file (uploaded), active, position. */
export function BrindeForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ ativo: true, ordem: 0 }}>
      <TextInput source="nome" validate={required()} fullWidth />
      <TextInput source="textoAlternativo" validate={required()} fullWidth />
      <ImageInput source="urlImagem" altSource="textoAlternativo" altInForm validate={required()} />
      <BrindeArquivoInput />
      <BooleanInput source="ativo" />
      <NumberInput source="ordem" min={0} step={1} validate={required()} />
    </SimpleForm>
  );
}
