import DownloadIcon from '@mui/icons-material/Download';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import type { FanpushJanelaDetalhe } from '@stockcar/shared/schemas/admin/fanpush';
import { downloadAdminFile, failureMessage } from '../../components/download.ts';
import { brasiliaDateTime } from './brasilia.ts';

/**
 * A closed window's proof: when it closed, the SHA-256 of its anonymised ballots and the export
 * of that file (`GET /fanpush/:id/cedulas.csv`, audited by the server), saved under the
 * server's name.
 */
export function ResultadoFinal({ janela }: { janela: FanpushJanelaDetalhe }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.fanpush.apuracao.${key}`, options);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportar = async () => {
    setBusy(true);
    try {
      const arquivo = await downloadAdminFile(
        `/fanpush/${encodeURIComponent(String(janela.id))}/cedulas.csv`,
        `fanpush-etapa-${janela.idEtapa}-cedulas.csv`,
      );
      const message = t('exportado', { arquivo });
      notify(message, { type: 'success', messageArgs: { _: message } });
    } catch (error) {
      const message = failureMessage(
        error,
        t('falhaExportar'),
        translate('resources.fanpush.acoes.rede'),
      );
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
      {janela.encerradaEm && (
        <Typography variant="body2">
          {t('encerradaEm', { quando: brasiliaDateTime(janela.encerradaEm) })}
        </Typography>
      )}
      {janela.checksum && (
        <Box component="dl" sx={{ m: 0 }}>
          <Typography component="dt" variant="subtitle2">
            {t('checksum')}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}
          >
            {janela.checksum}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0 }}>
            {t('checksumAjuda')}
          </Typography>
        </Box>
      )}
      <Button
        label={busy ? t('exportando') : t('exportar')}
        onClick={() => void exportar()}
        disabled={busy}
        variant="outlined"
      >
        {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      </Button>
    </Box>
  );
}
