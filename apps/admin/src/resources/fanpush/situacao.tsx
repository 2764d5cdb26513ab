import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import {
  SITUACOES_JANELA,
  type FanpushJanelaItem,
  type SituacaoJanela,
} from '@stockcar/shared/schemas/admin/fanpush';

const COR: Record<SituacaoJanela, 'default' | 'info' | 'success' | 'warning'> = {
  agendada: 'info',
  aberta: 'success',
  pausada: 'warning',
  encerrada: 'default',
};

/** The filter's choices, labelled from the console's texts. */
export const SITUACAO_CHOICES = SITUACOES_JANELA.map((id) => ({
  id,
  name: `resources.fanpush.situacoes.${id}`,
}));

/** A window's situação as a coloured chip (list and window page). */
export function SituacaoField(_props: FieldProps) {
  const record = useRecordContext<FanpushJanelaItem>();
  const translate = useTranslate();
  if (!record?.situacao) return null;
  return (
    <Chip
      size="small"
      color={COR[record.situacao]}
      label={translate(`resources.fanpush.situacoes.${record.situacao}`)}
    />
  );
}
