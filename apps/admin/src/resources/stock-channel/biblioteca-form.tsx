import type { ReactNode } from 'react';
import { NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { BibliotecaInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(BibliotecaInputSchema);

/** A library: name, picture (address + required alt text) and position. */
export function BibliotecaForm({ children }: { children?: ReactNode }) {
  return (
    <SimpleForm validate={validate} defaultValues={{ ordem: 0 }}>
      <TextInput source="nome" validate={required()} fullWidth />
      {/* The upload button (ImageInput) is wired next to this field at merge. */}
      <TextInput source="thumbnail" validate={required()} fullWidth />
      <TextInput source="textoAlternativo" validate={required()} fullWidth />
      <NumberInput source="ordem" min={0} step={1} validate={required()} />
      {children}
    </SimpleForm>
  );
}
