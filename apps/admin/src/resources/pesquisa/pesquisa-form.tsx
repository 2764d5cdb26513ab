import type { ReactNode } from 'react';
import { BooleanInput, SaveButton, SimpleForm, TextInput, Toolbar, required } from 'react-admin';
import { PesquisaInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(PesquisaInputSchema, (v) => ({ ...v, ativa: v.ativa ?? false }));

/** A survey is taken out of play (ativa off), never deleted: no delete button. */
export function PesquisaForm({ children }: { children?: ReactNode }) {
  return (
    <SimpleForm
      validate={validate}
      defaultValues={{ ativa: false }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="titulo" validate={required()} fullWidth />
      <BooleanInput source="ativa" />
      {children}
    </SimpleForm>
  );
}
