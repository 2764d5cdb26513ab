import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HallOfFameResponseSchema, splitByCorridas } from '@stockcar/shared/schemas/hall-of-fame';
import * as s from '../../db/schema/index.ts';
import {
  at,
  createCategoria,
  createCorrida,
  createEtapa,
  createInscricao,
  createPiloto,
  recordResults,
} from '../../../test/factories.ts';
import { anon, call, createClubApp } from '../../../test/club.ts';
import { recomputeCategoryStats } from '../../db/derived/recompute.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
  await createCategoria(t.db, { id: 1, slug: 'proseries' });
});
afterAll(() => t.close());

async function hallOfFame() {
  const res = await call(t, 'GET', '/HallOfFame', undefined, anon());
  expect(res.statusCode).toBe(200);
  return { res, body: HallOfFameResponseSchema.parse(res.json()) };
}

/** Pro Series drivers entered in a season; their entry ids, in order. */
async function enter(temporada: number, nomes: string[]) {
  const entries = [];
  for (const nome of nomes) {
    const p = await createPiloto(t.db, { nome, sobrenome: 'Teste', imagem: `/m/${nome}.svg` });
    entries.push(await createInscricao(t.db, { categoriaId: 1, temporada, pilotoId: p.id }));
  }
  return entries;
}

/**
 * A stage of `races` races, each finished in `order` (entry ids) with official results; an
 * unfinished one has one race more still waiting for its results.
 */
async function stage(temporada: number, finalizada: boolean, order: number[], races = 1) {
  const etapa = await createEtapa(t.db, {
    categoriaId: 1,
    data: new Date(Date.UTC(temporada, 5, 1)),
  });
  if (!finalizada) await createCorrida(t.db, { etapaId: etapa.id });
  for (let i = 0; i < races; i += 1) {
    const corrida = await createCorrida(t.db, { etapaId: etapa.id });
    await recordResults(t.db, corrida.id, order);
  }
  return etapa;
}

/** History written as the console writes it: the stored careers follow. */
async function addHistory(rows: (typeof s.hallDaFamaHistorico.$inferInsert)[]) {
  await t.db.insert(s.hallDaFamaHistorico).values(rows);
  await recomputeCategoryStats(t.db, 1);
}

const names = (list: { nomePiloto: string }[]) => list.map((p) => p.nomePiloto);

describe('GET /HallOfFame', () => {
  let ana: number, bia: number, caio: number;

  it('adds the figures computed from results to the historical ones', async () => {
    const entries = await enter(2024, ['Ana', 'Bia', 'Caio']);
    [ana, bia, caio] = [0, 1, 2].map((i) => at(entries, i).id) as [number, number, number];
    await stage(2024, true, [ana, bia, caio], 2);
    const anaPiloto = at(entries, 0).pilotoId;
    await addHistory([
      { categoriaId: 1, pilotoId: anaPiloto, nomePiloto: '', corridas: 299, vitorias: 7 },
      {
        categoriaId: 1,
        nomePiloto: 'Lenda Antiga',
        corridas: 350,
        vitorias: 20,
        anosTitulos: [2010, 2012],
      },
    ]);
    const { res, body } = await hallOfFame();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(body.pilotos).toEqual([
      { nomePiloto: 'Lenda Antiga', numeroCorridas: 350 },
      { nomePiloto: 'Ana Teste', numeroCorridas: 301 },
      { nomePiloto: 'Bia Teste', numeroCorridas: 2 },
      { nomePiloto: 'Caio Teste', numeroCorridas: 2 },
    ]);
    // 2024 is finished: Ana, who won both races, is its champion.
    expect(body.campeoes).toEqual([
      expect.objectContaining({ nomePiloto: 'Lenda Antiga', titulos: 2, anos: [2010, 2012] }),
      expect.objectContaining({
        nomePiloto: 'Ana Teste',
        foto: '/m/Ana.svg',
        titulos: 1,
        anos: [2024],
        vitorias: 9,
        numeroCorridas: 301,
      }),
    ]);
    expect(body.maioresVencedores).toEqual([
      { posicao: 1, nomePiloto: 'Lenda Antiga', vitorias: 20 },
      { posicao: 2, nomePiloto: 'Ana Teste', vitorias: 9 },
    ]);
  });

  it('splits the drivers at 300 races, each list by race count', async () => {
    const { body } = await hallOfFame();
    const { veteranos, demais } = splitByCorridas(body.pilotos);
    expect(names(veteranos)).toEqual(['Lenda Antiga', 'Ana Teste']);
    expect(names(demais)).toEqual(['Bia Teste', 'Caio Teste']);
  });

  it('changes the top-10 wins when a race is won, and crowns no one in an open season', async () => {
    await stage(2025, false, [caio, bia, ana]);
    const { body } = await hallOfFame();
    expect(body.maioresVencedores.map((v) => [v.nomePiloto, v.vitorias])).toEqual([
      ['Lenda Antiga', 20],
      ['Ana Teste', 9],
      ['Caio Teste', 1],
    ]);
    expect(body.campeoes.flatMap((c) => c.anos)).not.toContain(2025);
    expect(body.pilotos.find((p) => p.nomePiloto === 'Caio Teste')?.numeroCorridas).toBe(3);
  });

  it('lists at most 10 winners, most wins first', async () => {
    await addHistory(
      Array.from({ length: 12 }, (_, i) => ({
        categoriaId: 1,
        nomePiloto: `Vencedor ${String(i).padStart(2, '0')}`,
        corridas: 100,
        vitorias: 10 + i,
      })),
    );
    const { body } = await hallOfFame();
    const wins = body.maioresVencedores.map((v) => v.vitorias);
    expect(wins).toEqual([21, 20, 20, 19, 18, 17, 16, 15, 14, 13]);
    expect(body.maioresVencedores.map((v) => v.posicao)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
