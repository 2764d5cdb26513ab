import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import SendIcon from '@mui/icons-material/Send';
import type { MembroDetalhe } from '@stockcar/shared/schemas/admin/clube';
import { adminFetch } from '../../auth/session.ts';
import { httpErrorOf } from '../../data/data-provider.ts';

/**
 * Sends the member a new activation link (POST /membros/:id/reenviar-ativacao). Disabled when
 * the account is active or the e-mail already confirmed; a 409 shows the server's reason.
 */
export function ReenviarAtivacaoButton() {
  const record = useRecordContext<MembroDetalhe>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const nothingToSend = record.ativo || record.estado?.emailConfirmado === true;

  const send = async () => {
    setSending(true);
    try {
      const response = await adminFetch(
        `/membros/${encodeURIComponent(String(record.id))}/reenviar-ativacao`,
        { method: 'POST' },
      );
      if (!response.ok) throw await httpErrorOf(response);
      notify('resources.membros.reenviado', { type: 'success' });
      refresh();
    } catch (error) {
      const message = (error as Error).message || 'ra.notification.http_error';
      // The server's Portuguese reason, shown as is (not a translation key).
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      label={translate('resources.membros.reenviar')}
      onClick={() => void send()}
      disabled={nothingToSend || sending}
    >
      <SendIcon />
    </Button>
  );
}
