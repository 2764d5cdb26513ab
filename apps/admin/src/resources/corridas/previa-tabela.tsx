import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type {
  ImportacaoLinha,
  ImportacaoResposta,
} from '@stockcar/shared/schemas/admin/resultados-importacao';
import { preencher } from '../../components/balcao/textos.ts';
import { CORRIDAS_TEXTOS as T } from './textos.ts';

/** The file's columns the preview shows, in the format's order, with the line's cell of each. */
const COLUNAS: { coluna: string; titulo: string; valor: (l: ImportacaoLinha) => string }[] = [
  { coluna: 'POS', titulo: T.posicao, valor: (l) => l.posicao },
  { coluna: 'NUM', titulo: T.numero, valor: (l) => l.numero },
  { coluna: 'PILOTO', titulo: T.piloto, valor: (l) => l.piloto },
  { coluna: 'VOLTAS', titulo: T.voltas, valor: (l) => l.voltas },
  { coluna: 'TEMPO', titulo: T.tempo, valor: (l) => l.tempo },
  { coluna: 'STATUS', titulo: T.status, valor: (l) => l.status },
  { coluna: 'LARGADA', titulo: T.largada, valor: (l) => l.largada },
  { coluna: 'MELHOR_VOLTA', titulo: T.voltaRapida, valor: (l) => l.melhorVolta },
];

/** What the file adds up to: valid or not, the file's own errors, what was found or left out. */
function Resumo({ previa }: { previa: ImportacaoResposta }) {
  const { resumo } = previa;
  const notas = [
    resumo.ignoradas.length > 0 &&
      preencher(T.colunasIgnoradas, { colunas: resumo.ignoradas.join(', ') }),
    resumo.pole && preencher(T.resumoPole, { carro: resumo.pole }),
    resumo.voltaRapida &&
      preencher(T.resumoVoltaRapida, { carro: resumo.voltaRapida, tempo: resumo.voltaRapidaTempo }),
  ].filter((nota): nota is string => typeof nota === 'string');
  const titulo = previa.valido
    ? preencher(T.previaValida, {
        linhas: String(resumo.linhas),
        classificados: String(resumo.classificados),
      })
    : T.previaInvalida;
  return (
    <Alert severity={previa.valido ? 'success' : 'error'}>
      {titulo}
      {[...previa.erros, ...notas].map((texto) => (
        <Box key={texto}>{texto}</Box>
      ))}
    </Alert>
  );
}

/**
 * The preview of a timing file: every line as read, the entry its car names, and each invalid
 * line highlighted with its reasons. Nothing of it is saved yet.
 */
export function PreviaTabela({ previa }: { previa: ImportacaoResposta }) {
  const colunas = COLUNAS.filter((c) => previa.colunas.includes(c.coluna));
  return (
    <Box>
      <Resumo previa={previa} />
      {previa.linhas.length > 0 && (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={T.importar}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{T.linha}</TableCell>
                {colunas.map((c) => (
                  <TableCell key={c.coluna}>{c.titulo}</TableCell>
                ))}
                <TableCell>{T.inscrito}</TableCell>
                <TableCell>{T.erros}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {previa.linhas.map((linha) => {
                const invalida = linha.erros.length > 0;
                return (
                  <TableRow
                    key={linha.linha}
                    data-invalida={invalida}
                    sx={
                      invalida
                        ? { bgcolor: 'error.light', '& td': { color: 'error.contrastText' } }
                        : undefined
                    }
                  >
                    <TableCell>{linha.linha}</TableCell>
                    {colunas.map((c) => (
                      <TableCell key={c.coluna}>{c.valor(linha)}</TableCell>
                    ))}
                    <TableCell>{linha.inscrito?.piloto ?? T.naoInscrito}</TableCell>
                    <TableCell>
                      {invalida
                        ? linha.erros.map((erro) => <Box key={erro}>{erro}</Box>)
                        : T.semErros}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
