import { Button, Stack, Typography } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { CorridaDetalhe } from '@stockcar/shared/schemas/admin/resultados';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { acaoCorrida } from './api.ts';
import { useConfirmacao } from './confirmacao.tsx';
import { SituacaoChip } from './situacao-chip.tsx';
import { CORRIDAS_TEXTOS as T } from './textos.ts';

const quando = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/** Publishing a provisional race, or reopening an official one, each after a confirmation. */
function AcoesPublicacao({ corrida }: { corrida: CorridaDetalhe }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useConsoleMutationError();
  const { confirmar, dialogo } = useConfirmacao();
  const [ocupado, setOcupado] = useState(false);
  const executar = async (acao: 'oficializar' | 'reabrir') => {
    setOcupado(true);
    try {
      await acaoCorrida(corrida.id, acao, corrida.versao);
      const message = acao === 'oficializar' ? T.oficializado : T.reaberto;
      notify(message, { type: 'success', messageArgs: { _: message } });
      refresh();
    } catch (error) {
      onError(error);
    } finally {
      setOcupado(false);
    }
  };
  const acoes = [
    {
      acao: 'oficializar' as const,
      rotulo: T.oficializar,
      icone: <PublishIcon />,
      pode: corrida.situacao === 'provisorio',
      pedido: { titulo: T.confirmarOficializar, texto: T.confirmarOficializarTexto },
    },
    {
      acao: 'reabrir' as const,
      rotulo: T.reabrir,
      icone: <ReplayIcon />,
      pode: corrida.situacao === 'oficial',
      pedido: { titulo: T.confirmarReabrir, texto: T.confirmarReabrirTexto },
    },
  ];
  return (
    <Stack direction="row" spacing={1}>
      {acoes.map(({ acao, rotulo, icone, pode, pedido }) => (
        <Button
          key={acao}
          variant={acao === 'oficializar' ? 'contained' : 'outlined'}
          startIcon={icone}
          disabled={ocupado || !pode}
          onClick={() => confirmar({ ...pedido, acao: () => executar(acao) })}
        >
          {rotulo}
        </Button>
      ))}
      {dialogo}
    </Stack>
  );
}

/** The race's stage, where its results stand, and the publishing actions. */
export function CabecalhoCorrida() {
  const corrida = useRecordContext<CorridaDetalhe>();
  if (!corrida) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {`${corrida.categoria} ${corrida.temporada} · ${corrida.etapa} · ${corrida.descricao}`}
      </Typography>
      <Typography variant="body2">
        {`${T.circuito}: ${corrida.circuito} · ${T.data}: ${quando(corrida.data)}`}
        {corrida.oficialEm && ` · ${T.oficialEm}: ${quando(corrida.oficialEm)}`}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SituacaoChip source="situacao" />
        <AcoesPublicacao corrida={corrida} />
      </Stack>
    </Stack>
  );
}
