import { BooleanInput, NumberInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { LiveInputSchema } from '@stockcar/shared/schemas/admin/marketing';
import { zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(LiveInputSchema);

/** The fields of a live broadcast, checked by the shared contract; "No ar" first. */
export function AoVivoForm() {
  const translate = useTranslate();
  return (
    <SimpleForm validate={validate}>
      <BooleanInput source="online" />
      <TextInput source="nome" fullWidth />
      <TextInput source="canal" helperText={translate('resources.ao-vivo.ajuda.canal')} />
      <TextInput source="link" type="url" fullWidth />
      <BooleanInput source="linkVinculado" />
      <NumberInput source="ordem" min={0} step={1} />
    </SimpleForm>
  );
}
