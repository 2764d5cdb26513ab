import {
  IMPORTACAO_TEXTOS as T,
  type StatusResultado,
} from '@stockcar/shared/schemas/admin/resultados-textos';
import { MAX_LINHAS_RESULTADO } from '@stockcar/shared/schemas/admin/resultados';
import { decodeText, parseCsv, type Encoding, type Separator } from '../../lib/csv-read.ts';

/**
 * The timing export's format (docs/race-control-results.md): a header row naming the columns,
 * in any order, case and accents; one line per car. Columns outside the format are left out.
 */

export const COLUNAS = [
  'POS',
  'NUM',
  'PILOTO',
  'VOLTAS',
  'TEMPO',
  'STATUS',
  'LARGADA',
  'MELHOR_VOLTA',
] as const;
export type Coluna = (typeof COLUNAS)[number];
const OBRIGATORIAS: readonly Coluna[] = ['POS', 'NUM'];

/** Lower case, no accents, single spaces: how names and statuses are compared. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Header names each column goes by, folded, with `_` for spaces and hyphens. */
const NOMES: Record<string, Coluna> = {
  pos: 'POS',
  posicao: 'POS',
  num: 'NUM',
  numero: 'NUM',
  carro: 'NUM',
  piloto: 'PILOTO',
  voltas: 'VOLTAS',
  tempo: 'TEMPO',
  status: 'STATUS',
  situacao: 'STATUS',
  largada: 'LARGADA',
  grid: 'LARGADA',
  melhor_volta: 'MELHOR_VOLTA',
};
const columnOf = (header: string) => NOMES[fold(header).replace(/[ -]/g, '_')];

/** STATUS as timing software writes it, folded; empty is classified. */
const STATUS: Record<string, StatusResultado> = {
  '': 'classificado',
  classificado: 'classificado',
  dnf: 'DNF',
  nc: 'DNF',
  abandono: 'DNF',
  dsq: 'DSQ',
  desclassificado: 'DSQ',
  dns: 'DNS',
  'nao largou': 'DNS',
};
export const statusOf = (cell: string): StatusResultado | undefined => STATUS[fold(cell)];

export type Cells = Record<Coluna, string>;

export interface TimingFile {
  erros: string[];
  codificacao: Encoding | null;
  separador: Separator | null;
  colunas: Coluna[];
  ignoradas: string[];
  linhas: { linha: number; cells: Cells }[];
}

const failed = (erro: string, read: Partial<TimingFile> = {}): TimingFile => ({
  erros: [erro],
  codificacao: null,
  separador: null,
  colunas: [],
  ignoradas: [],
  linhas: [],
  ...read,
});

/** The file's header mapped to the format's columns: index of each, and what was left out. */
function readHeader(header: string[]) {
  const index = new Map<Coluna, number>();
  const ignoradas: string[] = [];
  const erros: string[] = [];
  header.forEach((name, i) => {
    const coluna = columnOf(name);
    if (!coluna) {
      if (name.trim()) ignoradas.push(name.trim());
    } else if (index.has(coluna)) erros.push(T.colunaRepetida(coluna));
    else index.set(coluna, i);
  });
  const faltando = OBRIGATORIAS.filter((c) => !index.has(c));
  if (faltando.length > 0) erros.unshift(T.colunasFaltando(faltando));
  return { index, ignoradas, erros };
}

/** Decodes and splits the file, checks its header, and names each line's cells by column. */
export function readTimingFile(bytes: Uint8Array): TimingFile {
  if (bytes.length === 0) return failed(T.arquivoVazio);
  const decoded = decodeText(bytes);
  if (!decoded) return failed(T.codificacao);
  const read = { codificacao: decoded.encoding };
  const parsed = parseCsv(decoded.text);
  if ('aspasAbertas' in parsed) return failed(T.aspas(parsed.aspasAbertas), read);
  const [header, ...records] = parsed.records;
  if (!header) return failed(T.arquivoVazio, read);
  const { index, ignoradas, erros } = readHeader(header.cells);
  const colunas = COLUNAS.filter((c) => index.has(c));
  const file = { ...read, separador: parsed.separator, colunas, ignoradas };
  if (erros.length > 0) return { ...file, erros, linhas: [] };
  if (records.length === 0) return failed(T.semResultados, file);
  if (records.length > MAX_LINHAS_RESULTADO) return failed(T.linhasDemais, file);
  const linhas = records.map((record) => {
    const cells = Object.fromEntries(
      COLUNAS.map((c) => {
        const i = index.get(c);
        return [c, i === undefined ? '' : (record.cells[i] ?? '').trim()];
      }),
    ) as Cells;
    return { linha: record.linha, cells };
  });
  return { ...file, erros: [], linhas };
}
