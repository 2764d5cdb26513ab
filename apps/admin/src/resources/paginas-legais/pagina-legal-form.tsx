import { SelectInput, SimpleForm, TextInput, required, type SimpleFormProps } from 'react-admin';
import { ConsoleRichTextInput } from '../../components/rich-text-input.tsx';
import { PaginaLegalInputSchema } from '@stockcar/shared/schemas/admin/editorial';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { blankHtml, translatable, zodValidate } from '../../components/form-values.ts';
import { PAGINA_CHOICES } from './paginas.ts';

export function toPaginaLegalInput(values: Record<string, unknown>) {
  return {
    categoriaId: values.categoriaId,
    pagina: values.pagina,
    titulo: translatable(values.titulo),
    texto: translatable(values.texto, blankHtml),
  };
}

const validate = zodValidate(PaginaLegalInputSchema, toPaginaLegalInput);

export function PaginaLegalForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm validate={validate} {...props}>
      <SelectInput source="categoriaId" choices={CATEGORIA_CHOICES} validate={required()} />
      <SelectInput source="pagina" choices={PAGINA_CHOICES} validate={required()} />
      <TextInput source="titulo.pt-br" validate={required()} fullWidth />
      <ConsoleRichTextInput source="texto.pt-br" validate={required()} fullWidth />
      <TextInput source="titulo.en" fullWidth />
      <ConsoleRichTextInput source="texto.en" fullWidth />
    </SimpleForm>
  );
}
