import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useResourceContext } from 'react-admin';
import { listQuery } from '../../data/data-provider.ts';
import { downloadAdminFile, failureMessage } from '../download.ts';
import { BALCAO_TEXTOS, preencher } from './textos.ts';

/**
 * Exports the list as it is filtered and sorted (`GET /<area>/exportar`, audited by the server)
 * with the staff session, and saves the CSV under the server's name.
 */
export function CsvExportButton() {
  const resource = useResourceContext();
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!resource) return null;

  const exportar = async () => {
    const query = listQuery({ filter: filterValues, sort });
    query.delete('pagina');
    query.delete('porPagina');
    setBusy(true);
    try {
      const arquivo = await downloadAdminFile(`/${resource}/exportar?${query}`, `${resource}.csv`);
      const message = preencher(BALCAO_TEXTOS.exportado, { arquivo });
      notify(message, { type: 'success', messageArgs: { _: message } });
    } catch (error) {
      const message = failureMessage(error, BALCAO_TEXTOS.falhaExportar, BALCAO_TEXTOS.rede);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={busy ? BALCAO_TEXTOS.exportando : BALCAO_TEXTOS.exportar}
      onClick={() => void exportar()}
      disabled={busy}
    >
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
}
