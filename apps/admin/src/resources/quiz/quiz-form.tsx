import { BooleanInput, SaveButton, SimpleForm, TextInput, Toolbar, required } from 'react-admin';
import type { ReactNode } from 'react';
import { QuizInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(QuizInputSchema, (v) => ({ ...v, ativo: v.ativo ?? false }));

/** A quiz is taken out of play (ativo off), never deleted: no delete button. */
export function QuizForm({ children }: { children?: ReactNode }) {
  return (
    <SimpleForm
      validate={validate}
      defaultValues={{ ativo: false }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="titulo" validate={required()} fullWidth />
      <BooleanInput source="ativo" />
      {children}
    </SimpleForm>
  );
}
