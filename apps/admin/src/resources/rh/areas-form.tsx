import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { RhAreaInputSchema } from '@stockcar/shared/schemas/admin/comercial';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(RhAreaInputSchema);

/** A careers area: renamed, never deleted (candidates point at it). */
export function AreasForm() {
  return (
    <SimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
      <TextInput source="nome" fullWidth />
      <NumberInput source="ordem" min={0} step={1} />
    </SimpleForm>
  );
}
