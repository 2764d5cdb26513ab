import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POINTS_BY_POSITION } from '@stockcar/shared/points-table';
import { inscricao, temporadaCategoria } from '../../db/schema/index.ts';
import {
  createCorrida,
  createEtapa,
  createInscricao,
  recordResults,
} from '../../../test/factories.ts';
import { walkCrud } from '../../../test/console-crud.ts';
import { createTemporada, fieldErrors, setupRaceControl } from '../../../test/race-control.ts';

const rc = setupRaceControl();

const standings = async (categoriaId: number, ano: number) =>
  (await rc.t.get(`/api/v1/Classificacao/categoria/${categoriaId}/pilotos?ano=${ano}`)).json() as {
    idPiloto: number;
    pontuacao: number;
  }[];

describe('seasons in the console (race control)', () => {
  it('walks create, read, list, update with version, 409, 400 in Portuguese and delete', async () => {
    const item = await walkCrud({
      t: rc.t,
      send: rc.send,
      recurso: 'temporadas',
      entidade: 'temporada',
      valid: { categoriaId: 3, ano: 2031 },
      another: { categoriaId: 4, ano: 2031 },
      search: '2031',
      edit: { pontos: [25, 18, 15], pontosPole: 1, pontosVoltaRapida: 1 },
      invalid: { categoriaId: 99, ano: 1800, pontos: [10, 12, -1], pontosPole: -1 },
      errors: [
        { path: 'body.categoriaId', message: 'Escolha uma categoria.' },
        {
          path: 'body.ano',
          message: 'Informe o ano da temporada: um número inteiro de 1950 a 2100.',
        },
        {
          path: 'body.pontos.1',
          message: 'Uma posição não pode valer mais pontos que a anterior.',
        },
        { path: 'body.pontos.2', message: 'Os pontos são números inteiros de 0 a 1000.' },
        {
          path: 'body.pontosPole',
          message: 'Informe os pontos da pole: um número inteiro de 0 a 1000.',
        },
      ],
    });
    expect(item).toMatchObject({ etapas: 0, inscricoes: 0 });
  });

  // Both requests may pass the duplicate check before either writes (PostgreSQL): the unique
  // constraint then refuses the second, answered 409 in Portuguese, never 500.
  it('keeps one season when two people create the same one at the same moment', async () => {
    const both = await Promise.all(
      [0, 1].map(() => rc.send('POST', '/temporadas', { categoriaId: 6, ano: 2040 })),
    );
    const statuses = both.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    const refused = both.find((r) => r.statusCode !== 201);
    expect(refused?.headers['content-type']).toContain('application/problem+json');
    const rows = await rc.t.db
      .select()
      .from(temporadaCategoria)
      .where(and(eq(temporadaCategoria.categoriaId, 6), eq(temporadaCategoria.ano, 2040)));
    expect(rows).toHaveLength(1);
  });

  it('starts a new season with the default points table, one per category and year', async () => {
    const res = await rc.send('POST', '/temporadas', { categoriaId: 1, ano: 2032 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pontos: [...POINTS_BY_POSITION],
      pontosPole: 0,
      pontosVoltaRapida: 0,
    });
    const again = await rc.send('POST', '/temporadas', { categoriaId: 1, ano: 2032 });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { path: 'body.ano', message: 'Esta categoria já tem a temporada 2032.' },
    ]);
    const list = await rc.send('GET', '/temporadas?categoriaId=1&ano=2032');
    expect(list.json().total).toBe(1);
    const years = (await rc.t.get('/temporadas.json?categoria=1')).json();
    expect(years).toContain(2032);
  });

  it('scores the standings by the season table: a changed table changes the points', async () => {
    const season = await createTemporada(rc.t.db, { categoriaId: 1, ano: 2033 });
    const a = await createInscricao(rc.t.db, { categoriaId: 1, temporada: 2033 });
    const b = await createInscricao(rc.t.db, { categoriaId: 1, temporada: 2033 });
    const stage = await createEtapa(rc.t.db, {
      categoriaId: 1,
      data: new Date('2033-04-01T17:00:00Z'),
    });
    const race = await createCorrida(rc.t.db, { etapaId: stage.id, numero: 1 });
    await recordResults(rc.t.db, race.id, [a.id, b.id]);
    const before = await standings(1, 2033);
    expect(before.map((d) => d.pontuacao)).toEqual([30, 26]);

    const saved = await rc.send('PUT', `/temporadas/${season.id}`, {
      categoriaId: 1,
      ano: 2033,
      pontos: [50, 40, 30],
      pontosPole: 5,
      pontosVoltaRapida: 0,
      versao: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ etapas: 1, inscricoes: 2, versao: 2 });
    // The winner started from pole (recordResults): 50 + 5.
    expect((await standings(1, 2033)).map((d) => d.pontuacao)).toEqual([55, 40]);
  });

  it('refuses to delete a season with stages or entries, or to move it', async () => {
    const season = await createTemporada(rc.t.db, { categoriaId: 2, ano: 2034 });
    await createInscricao(rc.t.db, { categoriaId: 2, temporada: 2034, subcategoria: 'PRO' });
    const del = await rc.send('DELETE', `/temporadas/${season.id}?versao=1`);
    expect(del.statusCode).toBe(400);
    expect(del.json().detail).toBe(
      'Esta temporada tem etapas ou inscrições: exclua-as antes de excluir a temporada.',
    );
    const moved = await rc.send('PUT', `/temporadas/${season.id}`, {
      categoriaId: 2,
      ano: 2035,
      versao: 1,
    });
    expect(moved.statusCode).toBe(400);
    expect(fieldErrors(moved.json())).toEqual({
      'body.ano':
        'Esta temporada já tem etapas ou inscrições: a categoria e o ano não podem mudar.',
    });
    const [row] = await rc.t.db
      .select()
      .from(temporadaCategoria)
      .where(eq(temporadaCategoria.id, season.id));
    expect(row).toMatchObject({ ano: 2034, versao: 1 });
  });

  it("copies the previous season's entry list into a new season", async () => {
    await createTemporada(rc.t.db, { categoriaId: 3, ano: 2036 });
    const old = [
      await createInscricao(rc.t.db, { categoriaId: 3, temporada: 2036, numero: '7' }),
      await createInscricao(rc.t.db, { categoriaId: 3, temporada: 2036, numero: '70' }),
    ];
    const missing = await rc.send('POST', '/temporadas', {
      categoriaId: 3,
      ano: 2037,
      copiarInscricoesDe: 2030,
    });
    expect(missing.json().errors).toEqual([
      {
        path: 'body.copiarInscricoesDe',
        message: 'Esta categoria não tem a temporada 2030 para copiar as inscrições.',
      },
    ]);
    const res = await rc.send('POST', '/temporadas', {
      categoriaId: 3,
      ano: 2037,
      copiarInscricoesDe: 2036,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ inscricoes: 2 });
    const copied = await rc.t.db
      .select()
      .from(inscricao)
      .where(and(eq(inscricao.categoriaId, 3), eq(inscricao.temporada, 2037)));
    expect(copied.map((e) => [e.pilotoId, e.numero]).sort()).toEqual(
      old.map((e) => [e.pilotoId, e.numero]).sort(),
    );
    // Every entered driver is in the new season's standings, with no points yet.
    expect((await standings(3, 2037)).map((d) => d.pontuacao)).toEqual([0, 0]);
  });
});
