import { BooleanInput, DateInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import {
  B2BProdutoInputSchema,
  FIM_ANTES_DO_INICIO,
} from '@stockcar/shared/schemas/admin/comercial';
import { ConsoleRichTextInput } from '../../components/rich-text-input.tsx';
import { blankHtml, text } from '../../components/form-values.ts';
import { ImageInput } from '../../components/image-input.tsx';
import { validateWithAlt } from '../../components/imagem-alt.ts';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar.tsx';

const TEXTOS = ['imagem', 'imagemAlt', 'local', 'cidade', 'uf'];
const dia = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The form's values as the contract reads them: emptied texts are '', emptied days null. */
export const prepareProduto = (values: Record<string, unknown>) => ({
  ...values,
  ...Object.fromEntries(TEXTOS.map((campo) => [campo, text(values[campo])])),
  // The public page shows both as HTML; an emptied editor is no text.
  descricao: blankHtml(values.descricao),
  conteudo: blankHtml(values.conteudo),
  dataInicio: dia(values.dataInicio),
  dataFim: dia(values.dataFim),
});

export const validateProduto = validateWithAlt(
  B2BProdutoInputSchema,
  prepareProduto,
  (input): Record<string, string> =>
    input.dataInicio && input.dataFim && String(input.dataFim) < String(input.dataInicio)
      ? { dataFim: FIM_ANTES_DO_INICIO }
      : {},
);

/** A B2B product: taken off the public site with "ativo", never deleted (proposals point at it). */
export function B2BForm() {
  return (
    <SimpleForm validate={validateProduto} toolbar={<SaveOnlyToolbar />}>
      <TextInput source="nome" fullWidth />
      <ImageInput source="imagem" altSource="imagemAlt" />
      <TextInput source="imagemAlt" fullWidth />
      <ConsoleRichTextInput source="descricao" fullWidth />
      <ConsoleRichTextInput source="conteudo" fullWidth />
      <DateInput source="dataInicio" />
      <DateInput source="dataFim" />
      <TextInput source="local" fullWidth />
      <TextInput source="cidade" />
      <TextInput source="uf" inputProps={{ maxLength: 2 }} />
      <BooleanInput source="ativo" />
      <NumberInput source="ordem" min={0} step={1} />
    </SimpleForm>
  );
}
