import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  ArrayInput,
  Form,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
  type HttpError,
} from 'react-admin';
import {
  ClassificacaoInputSchema,
  type CorridaDetalhe,
} from '@stockcar/shared/schemas/admin/resultados';
import { NOME_STATUS, STATUS_RESULTADO } from '@stockcar/shared/schemas/admin/resultados-textos';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { keepEmpty, zodValidate } from '../../components/zod-validate.ts';
import { salvarResultado } from './api.ts';
import { useConfirmacao } from './confirmacao.tsx';
import { toClassificacao, toFormValues, toInput, type EditorValues } from './editor-values.ts';
import { CORRIDAS_TEXTOS as T } from './textos.ts';

const STATUS_CHOICES = STATUS_RESULTADO.map((id) => ({ id, name: NOME_STATUS[id] }));
const validate = zodValidate(ClassificacaoInputSchema, (values) =>
  toClassificacao(values as unknown as EditorValues),
);

/** The field errors of a refused save (`classificacao.2.numero`…), without the form-level one. */
const fieldErrors = (error: unknown) => {
  const errors = (error as Partial<HttpError> | undefined)?.body?.errors;
  if ((error as Partial<HttpError>)?.status !== 400 || !errors) return undefined;
  return Object.entries(errors as Record<string, unknown>).filter(
    (entry): entry is [string, string] => entry[0] !== 'root' && typeof entry[1] === 'string',
  );
};

/** The two saves: provisional (with a warning over an official race) and official at once. */
function BotoesSalvar({ corrida }: { corrida: CorridaDetalhe }) {
  const { handleSubmit, setError } = useFormContext<EditorValues>();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useConsoleMutationError();
  const { confirmar, dialogo } = useConfirmacao();
  const [salvando, setSalvando] = useState(false);
  const salvar = async (values: EditorValues, oficializar: boolean) => {
    setSalvando(true);
    try {
      await salvarResultado(corrida.id, toInput(values, corrida.versao, oficializar));
      const message = oficializar ? T.salvoOficial : T.salvoProvisorio;
      notify(message, { type: 'success', messageArgs: { _: message } });
      refresh();
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [name, message] of fields ?? []) {
        setError(name as 'classificacao', { type: 'server', message });
      }
      if (fields) {
        const message = (error as Error).message || T.corrigirErros;
        notify(message, { type: 'error', messageArgs: { _: message } });
      } else onError(error);
    } finally {
      setSalvando(false);
    }
  };
  const provisorio = handleSubmit((values) =>
    corrida.situacao === 'oficial'
      ? confirmar({
          titulo: T.avisoOficial,
          texto: T.avisoOficialTexto,
          acao: () => salvar(values, false),
        })
      : salvar(values, false),
  );
  const oficial = handleSubmit((values) => salvar(values, true));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" disabled={salvando} onClick={() => void provisorio()}>
        {T.salvarProvisorio}
      </Button>
      <Button variant="contained" disabled={salvando} onClick={() => void oficial()}>
        {T.salvarOficializar}
      </Button>
      {salvando && <CircularProgress size={20} aria-label={T.salvando} />}
      {dialogo}
    </Stack>
  );
}

/** The whole classification as a table of inputs: cars from the entry list, pole and fastest lap. */
export function ResultadoEditor() {
  const corrida = useRecordContext<CorridaDetalhe>();
  if (!corrida) return null;
  const carros = corrida.inscritos.map((e) => ({
    id: e.numero,
    name: `${e.numero} · ${e.piloto}${e.subcategoria ? ` (${e.subcategoria})` : ''}`,
  }));
  return (
    <Box component="section" aria-labelledby="editor-classificacao">
      <Typography variant="subtitle1" component="h3" id="editor-classificacao">
        {T.editor}
      </Typography>
      <Typography variant="body2">
        {corrida.classificaPorClasse ? T.editorAjudaClasse : T.editorAjuda}
      </Typography>
      {/* The form's record is the editor's values: react-admin would merge the race (objects for
          the pole and fastest lap, the read rows) over any defaults. */}
      <Form record={toFormValues(corrida)} validate={validate} noValidate>
        <ArrayInput source="classificacao" label={false}>
          <SimpleFormIterator inline disableReordering>
            <NumberInput
              source="posicao"
              label={T.posicao}
              min={1}
              sx={{ width: 96, minWidth: 96 }}
            />
            <SelectInput source="numero" label={T.numero} choices={carros} />
            <NumberInput
              source="voltas"
              label={T.voltas}
              min={0}
              sx={{ width: 104, minWidth: 104 }}
            />
            <TextInput source="tempo" label={T.tempo} parse={keepEmpty} />
            <NumberInput
              source="largada"
              label={T.largada}
              min={1}
              sx={{ width: 104, minWidth: 104 }}
            />
            <SelectInput source="status" label={T.status} choices={STATUS_CHOICES} />
          </SimpleFormIterator>
        </ArrayInput>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput source="pole" label={T.pole} choices={carros} emptyText={T.semPole} />
          <SelectInput
            source="voltaRapida"
            label={T.voltaRapida}
            choices={carros}
            emptyText={T.semVoltaRapida}
          />
          <TextInput source="voltaRapidaTempo" label={T.voltaRapidaTempo} parse={keepEmpty} />
        </Stack>
        <BotoesSalvar corrida={corrida} />
      </Form>
    </Box>
  );
}
