import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, usePermissions, useRecordContext } from 'react-admin';
import type { CandidatoItem } from '@stockcar/shared/schemas/admin/comercial';
import { papelPode, type Papel } from '@stockcar/shared/schemas/admin/papeis';
import { preencher } from '../../components/balcao/textos.ts';
import { downloadAdminFile, failureMessage } from '../../components/download.ts';
import { CV_TEXTOS } from './textos.ts';

const motivo = (error: unknown) =>
  (error as { status?: number }).status === 404
    ? CV_TEXTOS.naoEncontrado
    : failureMessage(error, CV_TEXTOS.falha, CV_TEXTOS.rede);

/**
 * The candidate's CV: its name and when it arrived, and a button that downloads it with the
 * staff session (`GET /cvs/:id`, audited by the server; roles that reach `cvs` only). Says so
 * when no CV was received, when the server no longer has it, or when the download fails.
 */
export function CvDownload(_props: { source?: string; label?: string }) {
  const record = useRecordContext<CandidatoItem>();
  const { permissions } = usePermissions<Papel>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [erro, setErro] = useState<string | undefined>();
  if (!record) return null;
  if (!record.cv) return <Typography variant="body2">{CV_TEXTOS.ausente}</Typography>;
  const pode = !!permissions && papelPode(permissions, 'cvs');
  const recebido = new Date(record.cv.recebidoEm).toLocaleString('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const baixar = async () => {
    setBusy(true);
    setErro(undefined);
    try {
      const arquivo = await downloadAdminFile(
        `/cvs/${encodeURIComponent(String(record.id))}`,
        record.cv?.nome || `curriculo-${record.id}`,
      );
      const message = preencher(CV_TEXTOS.baixado, { arquivo });
      notify(message, { type: 'success', messageArgs: { _: message } });
    } catch (error) {
      setErro(motivo(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        {record.cv.nome} ({preencher(CV_TEXTOS.recebidoEm, { data: recebido })})
      </Typography>
      {pode ? (
        <Button
          variant="outlined"
          onClick={() => void baixar()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
        >
          {busy ? CV_TEXTOS.baixando : CV_TEXTOS.baixar}
        </Button>
      ) : (
        <Typography variant="body2">{CV_TEXTOS.semPermissao}</Typography>
      )}
      {erro && <Alert severity="error">{erro}</Alert>}
    </Stack>
  );
}
