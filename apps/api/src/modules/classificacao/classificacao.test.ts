import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_BY_POSITION } from '@stockcar/shared/points-table';
import * as s from '../../db/schema/index.ts';
import {
  createCategoria,
  createCorrida,
  createEquipe,
  createEtapa,
  createInscricao,
  createPiloto,
  recordResults,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
const P = (position: number) => POINTS_BY_POSITION[position - 1] ?? 0;
let entries: Awaited<ReturnType<typeof createInscricao>>[];
let race2Id: number;

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 2 });
  await createCategoria(t.db, { id: 6 });
  const team = await createEquipe(t.db, { nome: 'Equipe Azul' });
  const a = await createPiloto(t.db, { nome: 'Ana', sobrenome: 'Alves' });
  const b = await createPiloto(t.db, { nome: 'Bia', sobrenome: 'Borges' });
  const c = await createPiloto(t.db, { nome: 'Caio', sobrenome: 'Costa' });
  entries = [
    await createInscricao(t.db, {
      categoriaId: 1,
      temporada: 2025,
      pilotoId: a.id,
      equipeId: team.id,
      numero: '10',
    }),
    await createInscricao(t.db, {
      categoriaId: 1,
      temporada: 2025,
      pilotoId: b.id,
      equipeId: team.id,
      numero: '11',
    }),
    await createInscricao(t.db, { categoriaId: 1, temporada: 2025, pilotoId: c.id, numero: '12' }),
  ];
  const [ea, eb, ec] = entries.map((e) => e.id) as [number, number, number];
  const stage = await createEtapa(t.db, {
    categoriaId: 1,
    data: new Date('2025-04-06T17:00:00Z'),
    finalizada: true,
  });
  const race1 = await createCorrida(t.db, { etapaId: stage.id, numero: 1 });
  const race2 = await createCorrida(t.db, { etapaId: stage.id, numero: 2 });
  race2Id = race2.id;
  await recordResults(t.db, race1.id, [ea, eb, ec]);
  await recordResults(t.db, race2.id, [ec, ea, eb]);
  // Another season must not leak into 2025.
  await createInscricao(t.db, { categoriaId: 1, temporada: 2024, pilotoId: a.id });
});
afterAll(() => t.close());

describe('GET /Classificacao/categoria/{id}/pilotos', () => {
  it('sums the points table over race results, best first, with the spec field names', async () => {
    const res = await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2025');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(
      rows.map((r: { nome: string; pontuacao: number; posicao: number }) => [
        r.posicao,
        r.nome,
        r.pontuacao,
      ]),
    ).toEqual([
      [1, 'Ana', P(1) + P(2)],
      [2, 'Caio', P(3) + P(1)],
      [3, 'Bia', P(2) + P(3)],
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'carro',
        'equipe',
        'idPiloto',
        'imagem',
        'imagemB',
        'logoEquipe',
        'logoMontadora',
        'nome',
        'numero',
        'pontuacao',
        'posicao',
        'sobrenome',
        'subcategoria',
      ].sort(),
    );
  });

  it('changes when a race result changes: standings are derived, not stored', async () => {
    const [ea, eb, ec] = entries.map((e) => e.id) as [number, number, number];
    await t.db.delete(s.resultado).where(eq(s.resultado.corridaId, race2Id));
    await recordResults(t.db, race2Id, [eb, ec, ea]);
    const rows = (await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2025')).json();
    const points = Object.fromEntries(
      rows.map((r: { nome: string; pontuacao: number }) => [r.nome, r.pontuacao]),
    );
    expect(points).toEqual({ Ana: P(1) + P(3), Bia: P(2) + P(1), Caio: P(3) + P(2) });
    expect(rows[0].nome).toBe('Bia');
  });

  it('limits the rows and refuses a limit over 4000', async () => {
    expect(
      (await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2025&limit=1')).json(),
    ).toHaveLength(1);
    const res = await t.get('/api/v1/Classificacao/categoria/1/pilotos?limit=4001');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('O limite máximo é 4000.');
  });

  it('filters e-stock by subcategoria and refuses an unknown one', async () => {
    await createInscricao(t.db, { categoriaId: 2, temporada: 2024, subcategoria: 'PRO' });
    await createInscricao(t.db, { categoriaId: 2, temporada: 2024, subcategoria: 'Amador' });
    const pro = (
      await t.get('/api/v1/Classificacao/categoria/2/pilotos?ano=2024&subcategoria=PRO')
    ).json();
    expect(pro.map((r: { subcategoria: string }) => r.subcategoria)).toEqual(['PRO']);
    expect(
      (await t.get('/api/v1/Classificacao/categoria/2/pilotos?ano=2024&subcategoria=')).json(),
    ).toHaveLength(2);
    expect(
      (await t.get('/api/v1/Classificacao/categoria/2/pilotos?subcategoria=Master')).statusCode,
    ).toBe(400);
  });

  it('answers an empty list for a season without entries', async () => {
    expect((await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2019')).json()).toEqual([]);
  });

  it('400s on a malformed year or id, 404s on an unknown category, 401s without the key', async () => {
    expect((await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=dois')).statusCode).toBe(
      400,
    );
    expect((await t.get('/api/v1/Classificacao/categoria/x/pilotos')).statusCode).toBe(400);
    expect((await t.get('/api/v1/Classificacao/categoria/99/pilotos')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/Classificacao/categoria/1/pilotos' })).statusCode,
    ).toBe(401);
  });

  it('reads the standings in a constant number of queries, whatever the field size', async () => {
    const before = t.queries.length;
    await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2025');
    const few = t.queries.length - before;
    for (let i = 0; i < 6; i += 1) await createInscricao(t.db, { categoriaId: 1, temporada: 2025 });
    const mark = t.queries.length;
    await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2025');
    expect(t.queries.length - mark).toBe(few);
    expect(few).toBeLessThanOrEqual(3);
  });
});

describe('GET /Classificacao/categoria/{id}/equipes', () => {
  it("sums the team's drivers' points", async () => {
    const rows = (await t.get('/api/v1/Classificacao/categoria/1/equipes?ano=2025')).json();
    const azul = rows.find((r: { nomeEquipe: string }) => r.nomeEquipe === 'Equipe Azul');
    const drivers = (await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2025')).json();
    const expected = drivers
      .filter((d: { equipe: string }) => d.equipe === 'Equipe Azul')
      .reduce((sum: number, d: { pontuacao: number }) => sum + d.pontuacao, 0);
    expect(azul.pontuacaoEquipe).toBe(expected);
    expect(rows[0].posicao).toBe(1);
    expect(Object.keys(azul).sort()).toEqual([
      'idEquipe',
      'logo',
      'logoEquipe',
      'logoEquipeB',
      'nomeEquipe',
      'pontuacaoEquipe',
      'posicao',
    ]);
  });

  it('404s as problem+json for an unknown category', async () => {
    const res = await t.get('/api/v1/Classificacao/categoria/99/equipes');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('Categoria não encontrada.');
  });

  it.each([
    ['x/equipes', 'Identificador inválido: informe um número inteiro positivo.'],
    ['1/equipes?ano=dois', 'Ano inválido.'],
    ['1/equipes?limit=4001', 'O limite máximo é 4000.'],
    ['1/equipes?limit=0', 'Limite inválido.'],
    ['2/equipes?subcategoria=Master', "Subcategoria inválida: use 'PRO' ou 'Amador'."],
  ])('400s as problem+json for categoria/%s', async (rest, detail) => {
    const res = await t.get(`/api/v1/Classificacao/categoria/${rest}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(detail);
  });
});

describe('GET /Turismo', () => {
  it('400s for a category that is not Turismo Nacional', async () => {
    const res = await t.get('/api/v1/Turismo?idCategoria=1');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(
      'A classificação de Turismo existe só para as categorias Turismo Nacional.',
    );
  });

  it('filters by class and counts only the races of the asked type', async () => {
    const stage = await createEtapa(t.db, {
      categoriaId: 6,
      data: new Date('2025-05-04T17:00:00Z'),
      finalizada: true,
    });
    const sprint = await createCorrida(t.db, { etapaId: stage.id, numero: 1, tipo: 'sprint' });
    const endurance = await createCorrida(t.db, {
      etapaId: stage.id,
      numero: 2,
      tipo: 'endurance',
    });
    const a1 = await createInscricao(t.db, { categoriaId: 6, temporada: 2025, subcategoria: 'A' });
    const a2 = await createInscricao(t.db, { categoriaId: 6, temporada: 2025, subcategoria: 'A' });
    const b1 = await createInscricao(t.db, { categoriaId: 6, temporada: 2025, subcategoria: 'B' });
    await recordResults(t.db, sprint.id, [a1.id, a2.id]);
    await recordResults(t.db, endurance.id, [a2.id, a1.id]);
    await t.db.insert(s.resultado).values({ corridaId: sprint.id, inscricaoId: b1.id, posicao: 1 });

    const sprintA = (
      await t.get('/api/v1/Turismo?idCategoria=6&year=2025&subcategoria=A&tipo=sprint')
    ).json();
    expect(sprintA.map((r: { pontuacao: number }) => r.pontuacao)).toEqual([P(1), P(2)]);
    expect(sprintA[0].idPiloto).toBe(a1.pilotoId);
    const overallA = (
      await t.get('/api/v1/Turismo?idCategoria=6&year=2025&subcategoria=A&tipo=')
    ).json();
    expect(overallA.map((r: { pontuacao: number }) => r.pontuacao)).toEqual([
      P(1) + P(2),
      P(1) + P(2),
    ]);
    const overallB = (await t.get('/api/v1/Turismo?idCategoria=6&year=2025&subcategoria=B')).json();
    expect(overallB).toHaveLength(1);
    expect((await t.get('/api/v1/Turismo?tipo=rally')).statusCode).toBe(400);
  });

  it('404s as problem+json for an unknown idCategoria', async () => {
    const res = await t.get('/api/v1/Turismo?idCategoria=99&year=2025');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('Categoria não encontrada.');
  });

  it.each([
    ['idCategoria=abc', 'Identificador inválido: informe um número inteiro positivo.'],
    ['idCategoria=0', 'Identificador inválido: informe um número inteiro positivo.'],
    ['year=dois', 'Ano inválido.'],
    ['year=1900', 'Ano inválido.'],
    ['subcategoria=C', "Subcategoria inválida: use 'A' ou 'B'."],
    ['subcategoria=PRO', "Subcategoria inválida: use 'A' ou 'B'."],
    ['limit=4001', 'O limite máximo é 4000.'],
  ])('400s as problem+json for %s', async (query, detail) => {
    const res = await t.get(`/api/v1/Turismo?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(detail);
  });

  it('accepts the largest limit, 4000', async () => {
    expect((await t.get('/api/v1/Turismo?idCategoria=6&limit=4000')).statusCode).toBe(200);
  });
});
