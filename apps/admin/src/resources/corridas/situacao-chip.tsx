import { Chip } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import {
  NOME_SITUACAO,
  type SituacaoCorrida,
} from '@stockcar/shared/schemas/admin/resultados-textos';

const COR: Record<SituacaoCorrida, 'default' | 'warning' | 'success'> = {
  aguardando: 'default',
  provisorio: 'warning',
  oficial: 'success',
};

/** Where a race's results stand, as a coloured chip (the list and the race's page). */
export function SituacaoChip(_props: FieldProps) {
  const record = useRecordContext<{ situacao?: SituacaoCorrida }>();
  if (!record?.situacao) return null;
  return <Chip size="small" color={COR[record.situacao]} label={NOME_SITUACAO[record.situacao]} />;
}
