import { pointsFor } from '@stockcar/shared/points-table';

/**
 * How official results add up (issue 11): the points a result scores by its season's table,
 * and the order of a standings table with its tie-breaks. Pure: the recomputation in
 * db/derived/ loads the rows and writes what these return.
 */

export interface PointsTable {
  pontos: readonly number[];
  pontosPole: number;
  pontosVoltaRapida: number;
}

export type ResultStatus = 'classificado' | 'DNF' | 'DSQ' | 'DNS';

export interface ScoredRace {
  poleInscricaoId: number | null;
  voltaRapidaInscricaoId: number | null;
}

export interface ScoredResult {
  inscricaoId: number;
  posicao: number | null;
  status: ResultStatus;
}

/**
 * Position points, plus the pole bonus for the pole-sitter who took the start, plus the
 * fastest-lap bonus for its driver when classified. A disqualified driver scores nothing.
 */
export function resultPoints(result: ScoredResult, race: ScoredRace, table: PointsTable): number {
  if (result.status === 'DSQ') return 0;
  const classified = result.status === 'classificado';
  const pole =
    race.poleInscricaoId === result.inscricaoId && result.status !== 'DNS' ? table.pontosPole : 0;
  const fastest =
    race.voltaRapidaInscricaoId === result.inscricaoId && classified ? table.pontosVoltaRapida : 0;
  return (classified ? pointsFor(result.posicao, table.pontos) : 0) + pole + fastest;
}

/** One line of a standings table while it is summed. */
export interface Tally {
  pontos: number;
  vitorias: number;
  podios: number;
  poles: number;
  corridas: number;
  /** Finishes by position: chegadas[0] firsts, chegadas[1] seconds, … */
  chegadas: number[];
}

export const emptyTally = (): Tally => ({
  pontos: 0,
  vitorias: 0,
  podios: 0,
  poles: 0,
  corridas: 0,
  chegadas: [],
});

/** Adds one official result to a tally (poles are counted from the races, see recompute). */
export function addResult(tally: Tally, result: ScoredResult & { pontos: number }) {
  tally.pontos += result.pontos;
  if (result.status !== 'DNS') tally.corridas += 1;
  const position = result.status === 'classificado' ? result.posicao : null;
  if (position === null || position < 1) return;
  if (position === 1) tally.vitorias += 1;
  if (position <= 3) tally.podios += 1;
  for (let i = tally.chegadas.length; i < position; i += 1) tally.chegadas.push(0);
  tally.chegadas[position - 1] = (tally.chegadas[position - 1] ?? 0) + 1;
}

/** Adds a tally into another (a team's from its entries'). */
export function mergeTally(into: Tally, from: Tally) {
  into.pontos += from.pontos;
  into.vitorias += from.vitorias;
  into.podios += from.podios;
  into.poles += from.poles;
  into.corridas += from.corridas;
  from.chegadas.forEach((n, i) => {
    into.chegadas[i] = (into.chegadas[i] ?? 0) + n;
  });
}

/**
 * Standings order: more points; on a tie, more wins, then more second places, third places and
 * so on (count-back); still tied, by `nome` (alphabetical, as the public tables always were),
 * then by `id`, so the order never depends on how rows were read.
 */
export function compareStandings(
  a: Tally & { nome: string; id: number },
  b: Tally & { nome: string; id: number },
): number {
  if (a.pontos !== b.pontos) return b.pontos - a.pontos;
  const length = Math.max(a.chegadas.length, b.chegadas.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (b.chegadas[i] ?? 0) - (a.chegadas[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id;
}

/** The lines in standings order, numbered from 1. */
export function rankStandings<T extends Tally & { nome: string; id: number }>(
  lines: readonly T[],
): (T & { posicao: number })[] {
  return [...lines].sort(compareStandings).map((line, i) => ({ ...line, posicao: i + 1 }));
}
