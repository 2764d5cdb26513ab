import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { CorridaDetalhe } from '@stockcar/shared/schemas/admin/resultados';
import { NOME_STATUS } from '@stockcar/shared/schemas/admin/resultados-textos';
import { CORRIDAS_TEXTOS as T } from './textos.ts';

/** The classification as saved, with each row's points (not yet counted while provisional). */
export function ClassificacaoSalva() {
  const corrida = useRecordContext<CorridaDetalhe>();
  if (!corrida) return null;
  const linhas = corrida.classificacao;
  return (
    <Box component="section" aria-labelledby="classificacao-salva">
      <Typography variant="subtitle1" component="h3" id="classificacao-salva">
        {T.classificacaoSalva}
      </Typography>
      {linhas.length === 0 ? (
        <Typography variant="body2">{T.semResultado}</Typography>
      ) : (
        <Box
          sx={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={T.classificacaoSalva}
        >
          {corrida.situacao === 'provisorio' && (
            <Typography variant="caption">{T.pontosProvisorios}</Typography>
          )}
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{T.posicao}</TableCell>
                <TableCell>{T.numero}</TableCell>
                <TableCell>{T.piloto}</TableCell>
                <TableCell>{T.equipe}</TableCell>
                {corrida.classificaPorClasse && <TableCell>{T.classe}</TableCell>}
                <TableCell>{T.voltas}</TableCell>
                <TableCell>{T.tempo}</TableCell>
                <TableCell>{T.status}</TableCell>
                <TableCell>{T.pontos}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((linha) => (
                <TableRow key={linha.inscricaoId}>
                  <TableCell>{linha.posicao ?? '—'}</TableCell>
                  <TableCell>{linha.numero}</TableCell>
                  <TableCell>{linha.piloto}</TableCell>
                  <TableCell>{linha.equipe}</TableCell>
                  {corrida.classificaPorClasse && <TableCell>{linha.subcategoria}</TableCell>}
                  <TableCell>{linha.voltas ?? '—'}</TableCell>
                  <TableCell>{linha.tempo}</TableCell>
                  <TableCell>{NOME_STATUS[linha.status]}</TableCell>
                  <TableCell>{linha.pontos}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {`${T.pole}: ${corrida.pole?.numero ?? T.semPole} · ${T.voltaRapida}: ${
              corrida.voltaRapida
                ? `${corrida.voltaRapida.numero} (${corrida.voltaRapidaTempo})`
                : T.semVoltaRapida
            }`}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
