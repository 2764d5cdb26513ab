import { describe, expect, it } from 'vitest';
import {
  addResult,
  emptyTally,
  mergeTally,
  rankStandings,
  resultPoints,
  type ResultStatus,
  type Tally,
} from './race-scoring.ts';

const table = { pontos: [25, 18, 15], pontosPole: 2, pontosVoltaRapida: 1 };
const race = { poleInscricaoId: 7, voltaRapidaInscricaoId: 7 };
const result = (status: ResultStatus, posicao: number | null, inscricaoId = 7) => ({
  inscricaoId,
  posicao,
  status,
});

describe('resultPoints', () => {
  it('scores the position by the season table, nothing past its end', () => {
    const other = { poleInscricaoId: null, voltaRapidaInscricaoId: null };
    expect(resultPoints(result('classificado', 1), other, table)).toBe(25);
    expect(resultPoints(result('classificado', 3), other, table)).toBe(15);
    expect(resultPoints(result('classificado', 4), other, table)).toBe(0);
  });

  it('adds the pole and fastest-lap bonuses to their driver', () => {
    expect(resultPoints(result('classificado', 2), race, table)).toBe(18 + 2 + 1);
    expect(resultPoints(result('classificado', 2, 8), race, table)).toBe(18);
  });

  it('keeps the pole bonus of a driver who started and retired, never the fastest lap', () => {
    expect(resultPoints(result('DNF', null), race, table)).toBe(2);
  });

  it('gives a driver who did not start no pole bonus', () => {
    expect(resultPoints(result('DNS', null), race, table)).toBe(0);
  });

  it('gives a disqualified driver nothing, bonuses included', () => {
    expect(resultPoints(result('DSQ', null), race, table)).toBe(0);
  });
});

describe('tallies', () => {
  it('counts wins, podiums, finishes by position and races started', () => {
    const tally = emptyTally();
    addResult(tally, { ...result('classificado', 1), pontos: 25 });
    addResult(tally, { ...result('classificado', 3), pontos: 15 });
    addResult(tally, { ...result('DNF', null), pontos: 2 });
    addResult(tally, { ...result('DNS', null), pontos: 0 });
    expect(tally).toEqual({
      pontos: 42,
      vitorias: 1,
      podios: 2,
      poles: 0,
      corridas: 3,
      chegadas: [1, 0, 1],
    });
  });

  it("merges a driver's tally into a team's", () => {
    const team = { ...emptyTally(), pontos: 10, chegadas: [0, 1] };
    mergeTally(team, { ...emptyTally(), pontos: 5, vitorias: 1, chegadas: [1, 0, 2] });
    expect(team).toMatchObject({ pontos: 15, vitorias: 1, chegadas: [1, 1, 2] });
  });
});

const line = (
  nome: string,
  id: number,
  pontos: number,
  chegadas: number[],
): Tally & {
  nome: string;
  id: number;
} => ({ ...emptyTally(), nome, id, pontos, chegadas, vitorias: chegadas[0] ?? 0 });

const order = (lines: ReturnType<typeof line>[]) =>
  rankStandings(lines).map((l) => [l.posicao, l.nome]);

describe('rankStandings (count-back)', () => {
  it('puts more points first', () => {
    expect(order([line('Ana', 1, 10, []), line('Bia', 2, 30, [])])).toEqual([
      [1, 'Bia'],
      [2, 'Ana'],
    ]);
  });

  it('breaks a tie on points by wins', () => {
    expect(order([line('Ana', 1, 50, [1, 3]), line('Bia', 2, 50, [2])])).toEqual([
      [1, 'Bia'],
      [2, 'Ana'],
    ]);
  });

  it('then by second places, then third places, and so on', () => {
    expect(order([line('Ana', 1, 50, [1, 0, 4]), line('Bia', 2, 50, [1, 1])])).toEqual([
      [1, 'Bia'],
      [2, 'Ana'],
    ]);
    expect(order([line('Ana', 1, 50, [1, 1, 0, 0, 1]), line('Bia', 2, 50, [1, 1, 0, 2])])).toEqual([
      [1, 'Bia'],
      [2, 'Ana'],
    ]);
  });

  it('then by name in Portuguese order, then by id', () => {
    expect(
      order([line('Bruno', 1, 0, []), line('Álvaro', 2, 0, []), line('Álvaro', 3, 0, [])]),
    ).toEqual([
      [1, 'Álvaro'],
      [2, 'Álvaro'],
      [3, 'Bruno'],
    ]);
    expect(
      rankStandings([line('Caio', 9, 0, []), line('Caio', 4, 0, [])]).map((l) => l.id),
    ).toEqual([4, 9]);
  });
});
