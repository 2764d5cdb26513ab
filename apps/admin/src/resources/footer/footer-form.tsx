import { NumberInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { FooterInputSchema } from '@stockcar/shared/schemas/admin/marketing';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { keepEmpty, zodValidate } from '../../components/zod-validate.ts';

const validate = zodValidate(FooterInputSchema);

export function FooterForm() {
  const translate = useTranslate();
  const textoAjuda = translate('resources.footer.ajuda.texto');
  return (
    <SimpleForm validate={validate}>
      <SelectInput source="categoriaId" choices={CATEGORIA_CHOICES} />
      <TextInput source="pagina" helperText={translate('resources.footer.ajuda.pagina')} />
      <TextInput source="titulo.pt-br" fullWidth />
      <TextInput source="titulo.en" fullWidth parse={keepEmpty} />
      <TextInput source="texto.pt-br" fullWidth multiline minRows={6} helperText={textoAjuda} />
      <TextInput
        source="texto.en"
        fullWidth
        multiline
        minRows={4}
        parse={keepEmpty}
        helperText={textoAjuda}
      />
      <ImageInput source="backgroundImagem" altSource="titulo.pt-br" parse={keepEmpty} />
      <NumberInput source="ordem" min={0} step={1} />
    </SimpleForm>
  );
}
