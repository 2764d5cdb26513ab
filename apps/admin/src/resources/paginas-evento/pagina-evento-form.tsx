import {
  ArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  required,
  type SimpleFormProps,
} from 'react-admin';
import { ConsoleRichTextInput } from '../../components/rich-text-input.tsx';
import { PaginaEventoInputSchema } from '@stockcar/shared/schemas/admin/editorial';
import { blankHtml, text, zodValidate } from '../../components/form-values.ts';
import { CENA_CHOICES, PAGINA_CHOICES } from './escolhas.ts';

const rows = (value: unknown) =>
  Array.isArray(value) ? (value as (Record<string, unknown> | null)[]) : [];

/** The form's values as the API's PaginaEventoInput; lists keep the order of the form. */
export function toPaginaEventoInput(values: Record<string, unknown>) {
  return {
    pagina: values.pagina,
    chamada: text(values.chamada),
    titulo: text(values.titulo),
    linhaFina: text(values.linhaFina),
    cena: values.cena,
    descricaoCena: text(values.descricaoCena),
    fatos: rows(values.fatos).map((f) => ({ rotulo: text(f?.rotulo), valor: text(f?.valor) })),
    secoes: rows(values.secoes).map((s) => ({
      titulo: text(s?.titulo),
      texto: blankHtml(s?.texto),
    })),
    tags: rows(values.tags)
      .map((tag) => String(tag ?? '').trim())
      .filter(Boolean),
    relacionados: rows(values.relacionados).map((r) => ({
      rotulo: text(r?.rotulo),
      href: text(r?.href),
    })),
  };
}

const validate = zodValidate(PaginaEventoInputSchema, toPaginaEventoInput);

/** An event page's fields; the iterators' arrows reorder facts, sections and links. */
export function PaginaEventoForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm validate={validate} {...props}>
      <SelectInput source="pagina" choices={PAGINA_CHOICES} validate={required()} />
      <TextInput source="chamada" validate={required()} fullWidth />
      <TextInput source="titulo" validate={required()} fullWidth />
      <TextInput source="linhaFina" validate={required()} multiline fullWidth />
      <SelectInput source="cena" choices={CENA_CHOICES} validate={required()} />
      <TextInput source="descricaoCena" validate={required()} fullWidth />
      <ArrayInput source="fatos" helperText="resources.paginas-evento.ajuda.fatos">
        <SimpleFormIterator inline>
          <TextInput source="rotulo" validate={required()} sx={{ minWidth: 200 }} />
          <TextInput source="valor" validate={required()} sx={{ minWidth: 360 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="secoes" validate={required()}>
        <SimpleFormIterator fullWidth>
          <TextInput source="titulo" validate={required()} fullWidth />
          <ConsoleRichTextInput source="texto" validate={required()} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <TextArrayInput source="tags" helperText="resources.paginas-evento.ajuda.tags" fullWidth />
      <ArrayInput source="relacionados" helperText="resources.paginas-evento.ajuda.relacionados">
        <SimpleFormIterator inline>
          <TextInput source="rotulo" validate={required()} sx={{ minWidth: 280 }} />
          <TextInput source="href" validate={required()} sx={{ minWidth: 360 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
