import { Chip, CircularProgress, Stack, TextField as MuiTextField } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import {
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type FieldProps,
} from 'react-admin';
import {
  NOME_STATUS,
  STATUS_COMERCIAL,
  type StatusComercial,
} from '@stockcar/shared/schemas/admin/comercial';
import { adminFetch } from '../../auth/session.ts';
import { httpErrorOf } from '../../data/data-provider.ts';
import { useConsoleMutationError } from '../console-edit.tsx';
import { BALCAO_TEXTOS, preencher } from './textos.ts';

export const STATUS_CHOICES = STATUS_COMERCIAL.map((id) => ({ id, name: NOME_STATUS[id] }));

const COR: Record<StatusComercial, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  novo: 'info',
  'em contato': 'warning',
  ganho: 'success',
  perdido: 'error',
  arquivado: 'default',
};

interface DeskRecord {
  id: number;
  status: StatusComercial;
  versao: number;
}

/** The record's status as a coloured chip (lists and the record's page). */
export function StatusField(_props: FieldProps) {
  const record = useRecordContext<DeskRecord>();
  if (!record?.status) return null;
  return <Chip size="small" color={COR[record.status]} label={NOME_STATUS[record.status]} />;
}

/**
 * Moves the record to another status (`PUT /<area>/:id/status` with the version it was read
 * at). Success says so and reloads the record; a 409 offers to reload (someone changed it first),
 * any other failure shows the server's Portuguese reason.
 */
export function StatusChanger() {
  const record = useRecordContext<DeskRecord>();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useConsoleMutationError();
  const [saving, setSaving] = useState(false);
  if (!record || !resource) return null;

  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const status = event.target.value as StatusComercial;
    if (status === record.status) return;
    setSaving(true);
    try {
      const response = await adminFetch(
        `/${resource}/${encodeURIComponent(String(record.id))}/status`,
        { method: 'PUT', body: JSON.stringify({ status, versao: record.versao }) },
      );
      if (!response.ok) throw await httpErrorOf(response);
      const message = preencher(BALCAO_TEXTOS.statusAlterado, { status: NOME_STATUS[status] });
      notify(message, { type: 'success', messageArgs: { _: message } });
      refresh();
    } catch (error) {
      onError(error instanceof TypeError ? new Error(BALCAO_TEXTOS.rede) : error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MuiTextField
        select
        size="small"
        label={BALCAO_TEXTOS.status}
        value={record.status}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void change(event)}
        disabled={saving}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180, maxWidth: 320 }}
      >
        {STATUS_CHOICES.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </MuiTextField>
      {saving && <CircularProgress size={20} aria-label={BALCAO_TEXTOS.salvandoStatus} />}
    </Stack>
  );
}
