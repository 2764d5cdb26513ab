import {
  ArrayInput,
  DateTimeInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  type SimpleFormProps,
} from 'react-admin';
import { GaleriaInputSchema } from '@stockcar/shared/schemas/admin/editorial';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { isoDateTime, text, translatable, zodValidate } from '../../components/form-values.ts';

/** The form's values as the API's GaleriaInput; the images keep the order of the list. */
export function toGaleriaInput(values: Record<string, unknown>) {
  const imagens = Array.isArray(values.imagens)
    ? (values.imagens as Record<string, unknown>[])
    : [];
  return {
    categoriaId: values.categoriaId,
    titulo: translatable(values.titulo),
    publicarEm: isoDateTime(values.publicarEm),
    imagens: imagens.map((imagem) => ({ url: text(imagem?.url), alt: text(imagem?.alt) })),
  };
}

const validate = zodValidate(GaleriaInputSchema, toGaleriaInput);

/**
 * Gallery fields. Several files chosen at once are uploaded in that order and added at the end
 * of the list, each with the alt text typed for them; each image can be replaced by another
 * upload. The iterator's arrows reorder the images (the saved order is the shown one).
 */
export function GaleriaForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm validate={validate} {...props}>
      <SelectInput source="categoriaId" choices={CATEGORIA_CHOICES} validate={required()} />
      <TextInput source="titulo.pt-br" validate={required()} fullWidth />
      <TextInput source="titulo.en" fullWidth />
      <DateTimeInput source="publicarEm" validate={required()} />
      <ImageInput source="imagens" altSource="titulo.pt-br" multiple={{ url: 'url', alt: 'alt' }} />
      <ArrayInput source="imagens" helperText="resources.galerias.ajuda.imagens">
        <SimpleFormIterator>
          <TextInput source="alt" validate={required()} fullWidth />
          <ImageInput source="url" altSource="alt" altInForm validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
