import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, type HttpError } from 'react-admin';
import type { CorridaDetalhe } from '@stockcar/shared/schemas/admin/resultados';
import type { ImportacaoResposta } from '@stockcar/shared/schemas/admin/resultados-importacao';
import { preencher } from '../../components/balcao/textos.ts';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { UploadButton, UploadStatus } from '../../components/upload.tsx';
import { importarCsv } from './api.ts';
import { useConfirmacao } from './confirmacao.tsx';
import { PreviaTabela } from './previa-tabela.tsx';
import { CORRIDAS_TEXTOS as T } from './textos.ts';

/** A refused import's reasons: every field error (`Linha 4: …`), else the server's detail. */
function motivos(error: unknown): string[] | undefined {
  const http = error as Partial<HttpError> | undefined;
  if (http?.status !== 400 && http?.status !== 413) return undefined;
  const errors = Object.entries((http.body?.errors ?? {}) as Record<string, unknown>)
    .filter(([campo, texto]) => campo !== 'root' && typeof texto === 'string')
    .map(([, texto]) => texto as string);
  return errors.length > 0 ? errors : [(error as Error).message];
}

/**
 * **Importar CSV**: the timing file is previewed first (nothing saved); its two saves are
 * enabled only when every line is valid, and send the file again over the race's version.
 */
export function ImportarCsv() {
  const corrida = useRecordContext<CorridaDetalhe>();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useConsoleMutationError();
  const { confirmar, dialogo } = useConfirmacao();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [previa, setPrevia] = useState<ImportacaoResposta | null>(null);
  const [ocupado, setOcupado] = useState<string | undefined>();
  const [erros, setErros] = useState<string[]>([]);
  if (!corrida) return null;

  const falhou = (error: unknown) => {
    const reasons = motivos(error);
    if (reasons) setErros(reasons);
    else onError(error);
  };
  const ler = async (file: File) => {
    setArquivo(file);
    setPrevia(null);
    setErros([]);
    setOcupado(T.lendo);
    try {
      setPrevia(await importarCsv(corrida.id, file, { modo: 'previa' }));
    } catch (error) {
      falhou(error);
    } finally {
      setOcupado(undefined);
    }
  };
  const salvar = async (oficializar: boolean) => {
    if (!arquivo) return;
    setErros([]);
    setOcupado(T.salvando);
    try {
      await importarCsv(corrida.id, arquivo, {
        modo: 'salvar',
        versao: corrida.versao,
        oficializar,
      });
      const message = oficializar ? T.importadoOficial : T.importado;
      notify(message, { type: 'success', messageArgs: { _: message } });
      setArquivo(null);
      setPrevia(null);
      refresh();
    } catch (error) {
      falhou(error);
    } finally {
      setOcupado(undefined);
    }
  };
  const provisorio = () =>
    corrida.situacao === 'oficial'
      ? confirmar({ titulo: T.avisoOficial, texto: T.avisoOficialTexto, acao: () => salvar(false) })
      : salvar(false);
  const podeSalvar = previa?.valido === true && ocupado === undefined;

  return (
    <Box component="section" aria-labelledby="importar-csv">
      <Typography variant="subtitle1" component="h3" id="importar-csv">
        {T.importar}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {T.importarAjuda}
      </Typography>
      <UploadButton
        label={T.importar}
        busyLabel={ocupado}
        accept=".csv,text/csv"
        testId="importar-csv"
        onFiles={([file]) => file && void ler(file)}
      />
      <UploadStatus errors={erros} />
      {previa && arquivo && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography variant="body2">{preencher(T.previa, { arquivo: arquivo.name })}</Typography>
          <PreviaTabela previa={previa} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" disabled={!podeSalvar} onClick={() => void provisorio()}>
              {T.salvarProvisorio}
            </Button>
            <Button variant="contained" disabled={!podeSalvar} onClick={() => void salvar(true)}>
              {T.salvarOficializar}
            </Button>
            <Button disabled={ocupado !== undefined} onClick={() => setPrevia(null)}>
              {T.descartar}
            </Button>
            {ocupado && <CircularProgress size={20} aria-label={ocupado} />}
          </Stack>
        </Stack>
      )}
      {dialogo}
    </Box>
  );
}
