import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import {
  createCategoria,
  createCorrida,
  createEtapa,
  createInscricao,
  createPiloto,
  recordResults,
  recomputeRace,
  at,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
const DAY = 86_400_000;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 2 });
  await createCategoria(t.db, { id: 6 });
});
afterAll(() => t.close());

describe('GET /Etapa/categoria/{categoriaId}', () => {
  it('lists the season in date order: podiums on finished stages, the next one flagged', async () => {
    const pilots = await Promise.all(
      ['Ana', 'Bia', 'Caio', 'Duda'].map((nome) => createPiloto(t.db, { nome, sobrenome: 'X' })),
    );
    const entries = await Promise.all(
      pilots.map((p, i) =>
        createInscricao(t.db, {
          categoriaId: 1,
          temporada: 2025,
          pilotoId: p.id,
          numero: String(i + 1),
        }),
      ),
    );
    const done = await createEtapa(t.db, {
      categoriaId: 1,
      temporada: 2025,
      data: new Date('2025-03-09T17:00:00Z'),
      finalizada: true,
      titulo: '1ª Etapa',
    });
    const race = await createCorrida(t.db, { etapaId: done.id, numero: 1, descricao: 'Corrida 1' });
    await recordResults(t.db, race.id, [
      at(entries, 2).id,
      at(entries, 0).id,
      at(entries, 3).id,
      at(entries, 1).id,
    ]);
    const body = (await t.get('/api/v1/Etapa/categoria/1?ano=2025')).json();
    expect(body.etapas).toHaveLength(1);
    const [etapa] = body.etapas;
    expect(etapa).toMatchObject({
      idEtapa: done.id,
      etapa: '1ª Etapa',
      finalizada: true,
      proxima: false,
      dataDia: '09',
      dataMes: 'MAR',
      dataAno: '2025',
    });
    expect(etapa.corridas[0].podio).toEqual([
      { posicao: 1, imagem: at(pilots, 2).imagem, nome: 'Caio X', numero: '3' },
      { posicao: 2, imagem: at(pilots, 0).imagem, nome: 'Ana X', numero: '1' },
      { posicao: 3, imagem: at(pilots, 3).imagem, nome: 'Duda X', numero: '4' },
    ]);
  });

  it('defaults to the current season and flags only the first stage ahead, with its schedule', async () => {
    await createInscricao(t.db, { categoriaId: 1, temporada: year });
    const now = Date.now();
    await createEtapa(t.db, {
      categoriaId: 1,
      temporada: year,
      data: new Date(now - 30 * DAY),
      finalizada: true,
    });
    const next = await createEtapa(t.db, {
      categoriaId: 1,
      temporada: year,
      data: new Date(now + 10 * DAY),
    });
    await createEtapa(t.db, { categoriaId: 1, temporada: year, data: new Date(now + 40 * DAY) });
    await t.db
      .insert(s.programacao)
      .values({ etapaId: next.id, dia: 'Sábado', data: '2030-01-01', html: '<p>Treino</p>' });
    const etapas = (await t.get('/api/v1/Etapa/categoria/1')).json().etapas;
    expect(etapas).toHaveLength(3);
    expect(etapas.map((e: { proxima: boolean }) => e.proxima)).toEqual([false, true, false]);
    expect(etapas[1].programacoes).toEqual([
      {
        idProgramacao: expect.any(Number),
        diaProgramacao: 'Sábado',
        dataProgramacao: '2030-01-01',
        htmlProgramacao: '<p>Treino</p>',
      },
    ]);
    expect(etapas[1].corridas).toEqual([]);
  });

  it('gives turismo a podium per class', async () => {
    const stage = await createEtapa(t.db, {
      categoriaId: 6,
      temporada: 2025,
      data: new Date('2025-06-01T17:00:00Z'),
      finalizada: true,
    });
    const race = await createCorrida(t.db, {
      etapaId: stage.id,
      numero: 1,
      descricao: 'Sprint',
      tipo: 'sprint',
      situacao: 'oficial',
    });
    const a = await createInscricao(t.db, {
      categoriaId: 6,
      temporada: 2025,
      subcategoria: 'A',
      numero: '5',
    });
    const b = await createInscricao(t.db, {
      categoriaId: 6,
      temporada: 2025,
      subcategoria: 'B',
      numero: '6',
    });
    await t.db.insert(s.resultado).values([
      { corridaId: race.id, inscricaoId: a.id, posicao: 1 },
      { corridaId: race.id, inscricaoId: b.id, posicao: 1 },
    ]);
    await recomputeRace(t.db, race.id);
    const [etapa] = (await t.get('/api/v1/Etapa/categoria/6?ano=2025')).json().etapas;
    expect(etapa.corridas[0].podio).toEqual([]);
    expect(
      etapa.corridas[0].podioTurismo.map((g: { grupo: string; pilotos: { numero: string }[] }) => [
        g.grupo,
        g.pilotos.map((p) => p.numero),
      ]),
    ).toEqual([
      ['A', ['5']],
      ['B', ['6']],
    ]);
  });

  it('serves e-stock through categoria2 with ano=2024, and answers [] for an empty season', async () => {
    await createEtapa(t.db, {
      categoriaId: 2,
      temporada: 2024,
      data: new Date('2024-08-04T17:00:00Z'),
      finalizada: true,
    });
    expect((await t.get('/api/v1/Etapa/categoria2/2?ano=2024')).json().etapas).toHaveLength(1);
    expect((await t.get('/api/v1/Etapa/categoria/2?ano=2023')).json()).toEqual({ etapas: [] });
  });

  it('answers the season in a fixed number of queries', async () => {
    const mark = t.queries.length;
    await t.get('/api/v1/Etapa/categoria/1?ano=2025');
    expect(t.queries.length - mark).toBeLessThanOrEqual(5);
  });

  it('400s on a malformed year or id and 404s on an unknown category', async () => {
    expect((await t.get('/api/v1/Etapa/categoria/1?ano=20x5')).statusCode).toBe(400);
    expect((await t.get('/api/v1/Etapa/categoria/um')).statusCode).toBe(400);
    expect((await t.get('/api/v1/Etapa/categoria/404')).statusCode).toBe(404);
  });
});
