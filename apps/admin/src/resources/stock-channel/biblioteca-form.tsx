import type { ReactNode } from 'react';
import { NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { BibliotecaInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { ImageInput } from '../../components/image-input.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(BibliotecaInputSchema);

/** A library: name, picture (uploaded or an address, with its required alt text) and position. */
export function BibliotecaForm({ children }: { children?: ReactNode }) {
  return (
    <SimpleForm validate={validate} defaultValues={{ ordem: 0 }}>
      <TextInput source="nome" validate={required()} fullWidth />
      <TextInput source="textoAlternativo" validate={required()} fullWidth />
      <ImageInput source="thumbnail" altSource="textoAlternativo" altInForm validate={required()} />
      <NumberInput source="ordem" min={0} step={1} validate={required()} />
      {children}
    </SimpleForm>
  );
}
