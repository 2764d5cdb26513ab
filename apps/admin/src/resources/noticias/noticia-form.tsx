import { Grid } from '@mui/material';
import {
  DateTimeInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  required,
  type SimpleFormProps,
} from 'react-admin';
import { ConsoleRichTextInput } from '../../components/rich-text-input.tsx';
import { NoticiaInputSchema } from '@stockcar/shared/schemas/admin/editorial';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { ImageInput } from '../../components/image-input.tsx';
import {
  blankHtml,
  isoDateTime,
  text,
  translatable,
  zodValidate,
} from '../../components/form-values.ts';
import { STATUS_CHOICES } from './status.ts';

/** The form's values as the API's NoticiaInput (react-admin's nulls and local times mapped). */
export function toNoticiaInput(values: Record<string, unknown>) {
  const tags = Array.isArray(values.tags)
    ? values.tags.map((tag) => String(tag).trim()).filter(Boolean)
    : [];
  return {
    categoriaId: values.categoriaId,
    titulo: translatable(values.titulo),
    texto: translatable(values.texto, blankHtml),
    status: values.status,
    publicarEm: isoDateTime(values.publicarEm),
    tags,
    imagem: text(values.imagem),
    imagemAlt: text(values.imagemAlt),
    imagemGaleria: text(values.imagemGaleria),
    backgroundImagem: text(values.backgroundImagem),
  };
}

const validate = zodValidate(NoticiaInputSchema, toNoticiaInput);

/**
 * Create and edit share the fields. The cover (with its alt text), the gallery picture and the
 * page background are uploaded from a file or given as an address.
 */
export function NoticiaForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm validate={validate} {...props}>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput
            source="categoriaId"
            choices={CATEGORIA_CHOICES}
            validate={required()}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateTimeInput
            source="publicarEm"
            helperText="resources.noticias.ajuda.publicarEm"
            fullWidth
          />
        </Grid>
      </Grid>
      <TextInput source="titulo.pt-br" validate={required()} fullWidth />
      <ConsoleRichTextInput source="texto.pt-br" validate={required()} fullWidth />
      <TextArrayInput source="tags" helperText="resources.noticias.ajuda.tags" fullWidth />
      <TextInput source="imagemAlt" helperText="resources.noticias.ajuda.imagemAlt" fullWidth />
      <ImageInput
        source="imagem"
        altSource="imagemAlt"
        altInForm
        helperText="resources.noticias.ajuda.imagem"
      />
      <ImageInput
        source="imagemGaleria"
        altSource="titulo.pt-br"
        helperText="resources.noticias.ajuda.imagem"
      />
      <ImageInput
        source="backgroundImagem"
        altSource="titulo.pt-br"
        helperText="resources.noticias.ajuda.imagem"
      />
      <TextInput source="titulo.en" helperText="resources.noticias.ajuda.ingles" fullWidth />
      <ConsoleRichTextInput source="texto.en" fullWidth />
    </SimpleForm>
  );
}
