import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { PopupFormSchema } from '@stockcar/shared/schemas/admin/marketing';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { JanelaInputs } from '../../components/janela.tsx';
import { keepEmpty, zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(PopupFormSchema);

/** A popup's fields, checked by the shared contract (window end after its start included). */
export function PopupsForm() {
  return (
    <SimpleForm validate={validate}>
      <SelectInput source="categoriaId" choices={CATEGORIA_CHOICES} />
      <TextInput source="titulo.pt-br" fullWidth />
      <TextInput source="titulo.en" fullWidth parse={keepEmpty} />
      <TextInput source="link" fullWidth />
      <ImageInput source="imagem" altSource="titulo.pt-br" />
      <ImageInput source="imagemMobile" altSource="titulo.pt-br" />
      <JanelaInputs ajuda="resources.popups.ajuda.janela" />
      <BooleanInput source="abrirNovaAba" />
      <NumberInput source="ordem" min={0} step={1} />
    </SimpleForm>
  );
}
