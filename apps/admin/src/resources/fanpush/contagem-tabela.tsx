import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FanpushJanelaDetalhe } from '@stockcar/shared/schemas/admin/fanpush';
import { formatCount } from './brasilia.ts';

const PARCELA = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The count per candidate, most voted first: the number of ballots naming him and his share of
 * all picks (as the public leaderboard shows it), so race control reads numbers, not only bars.
 */
export function ContagemTabela({ contagem }: { contagem: FanpushJanelaDetalhe['contagem'] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.fanpush.apuracao.${key}`);
  const votosTotais = contagem.reduce((soma, c) => soma + c.votos, 0);
  if (votosTotais === 0) return <Typography variant="body2">{t('semVotos')}</Typography>;
  return (
    <Table size="small" aria-label={t('tabela')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('posicao')}</TableCell>
          <TableCell>{t('piloto')}</TableCell>
          <TableCell align="right">{t('votos')}</TableCell>
          <TableCell align="right">{t('parcela')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contagem.map((c) => (
          <TableRow key={c.idPiloto}>
            <TableCell>{`${c.posicao}º`}</TableCell>
            <TableCell>{`#${c.numero} ${c.nome}`}</TableCell>
            <TableCell align="right">{formatCount(c.votos)}</TableCell>
            <TableCell align="right">{PARCELA.format(c.votos / votosTotais)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
