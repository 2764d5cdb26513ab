import {
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import { VideoInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { ImageInput } from '../../components/image-input.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(VideoInputSchema);

/** A video: its library, title, picture (uploaded or an address, with its alt text), YouTube link and position. */
export function VideoForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ ordem: 0 }}>
      <ReferenceInput source="bibliotecaId" reference="stock-channel">
        <SelectInput optionText="nome" validate={required()} />
      </ReferenceInput>
      <TextInput source="titulo" validate={required()} fullWidth />
      <TextInput source="link" type="url" validate={required()} fullWidth />
      <TextInput source="textoAlternativo" validate={required()} fullWidth />
      <ImageInput source="thumbnail" altSource="textoAlternativo" altInForm validate={required()} />
      <NumberInput source="ordem" min={0} step={1} validate={required()} />
    </SimpleForm>
  );
}
