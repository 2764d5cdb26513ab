import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { FanpushJanelaDetalhe } from '@stockcar/shared/schemas/admin/fanpush';
import { brasiliaClock, formatCount } from './brasilia.ts';
import { ContagemTabela } from './contagem-tabela.tsx';
import { ResultadoFinal } from './resultado-final.tsx';

/** Live totals are read again this often while the window takes votes (or may again). */
export const APURACAO_INTERVALO_MS = 5_000;

const aoVivo = (janela: FanpushJanelaDetalhe | undefined) =>
  janela?.situacao === 'aberta' || janela?.situacao === 'pausada';

/**
 * The window's totals: ballots and the count per candidate, read apart from the form (its own
 * cache entry, so a refresh never resets what race control is typing) every 5 s while the
 * window is open; once closed, the frozen result with its checksum and the ballots' export.
 */
export function Apuracao() {
  const record = useRecordContext<FanpushJanelaDetalhe>();
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.fanpush.apuracao.${key}`, options);
  const live = useGetOne<FanpushJanelaDetalhe>(
    'fanpush',
    { id: record?.id, meta: { apuracao: true } },
    {
      refetchInterval: (query) => (aoVivo(query.state.data) ? APURACAO_INTERVALO_MS : false),
      // A failed read is tried again at the next tick; the last numbers stay meanwhile.
      retry: false,
    },
  );
  if (!record) return null;
  const janela = live.data;
  const titulo =
    janela?.situacao === 'encerrada'
      ? t('tituloFinal')
      : janela?.situacao === 'agendada'
        ? t('tituloAgendada')
        : t('titulo');
  const hora = brasiliaClock(live.dataUpdatedAt);

  return (
    <Card variant="outlined" sx={{ m: 2 }} component="section" aria-labelledby="apuracao-titulo">
      <CardContent>
        <Typography id="apuracao-titulo" variant="h6" component="h2" gutterBottom>
          {titulo}
        </Typography>
        {live.isPending && (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <span>{t('carregando')}</span>
          </Stack>
        )}
        {live.isError && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void live.refetch()}>
                {t('tentarDeNovo')}
              </Button>
            }
          >
            {janela ? t('falhaComDados', { hora }) : t('falha')}
          </Alert>
        )}
        {janela && (
          <>
            <Typography variant="body1" sx={{ fontWeight: 700 }}>
              {t('cedulas', { total: formatCount(janela.totalCedulas) })}
            </Typography>
            {aoVivo(janela) && !live.isError && (
              <Typography variant="caption" component="p" role="status">
                {t('atualizadoAs', { hora })}
              </Typography>
            )}
            {janela.situacao === 'agendada' ? (
              <Typography variant="body2">{t('agendada')}</Typography>
            ) : (
              <ContagemTabela contagem={janela.contagem} />
            )}
            {janela.situacao === 'encerrada' && <ResultadoFinal janela={janela} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
