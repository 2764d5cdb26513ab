import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_BY_POSITION } from '@stockcar/shared/points-table';
import {
  createCategoria,
  createCorrida,
  createEquipe,
  createEtapa,
  createInscricao,
  recordResults,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof createEquipe>>;
const P = (position: number) => POINTS_BY_POSITION[position - 1] ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 3 });
  team = await createEquipe(t.db, {
    nome: 'Equipe Verde',
    sobre: { 'pt-br': '<p>História</p>' },
    website: 'https://verde.example',
    exibeWebsite: true,
  });
  const other = await createEquipe(t.db, { nome: 'Equipe Roxa' });
  const a = await createInscricao(t.db, {
    categoriaId: 1,
    temporada: 2025,
    equipeId: team.id,
    numero: '10',
    carro: 'Chevrolet Tracker',
  });
  const b = await createInscricao(t.db, {
    categoriaId: 1,
    temporada: 2025,
    equipeId: team.id,
    numero: '11',
    carro: 'Chevrolet Tracker',
  });
  const c = await createInscricao(t.db, { categoriaId: 1, temporada: 2025, equipeId: other.id });
  const stage = await createEtapa(t.db, {
    categoriaId: 1,
    data: new Date('2025-04-06T17:00:00Z'),
    finalizada: true,
  });
  const race = await createCorrida(t.db, { etapaId: stage.id });
  await recordResults(t.db, race.id, [c.id, a.id, b.id]);
});
afterAll(() => t.close());

describe('GET /Equipe/categoria/{id}', () => {
  it("lists the season's teams best first with derived points", async () => {
    const rows = (await t.get('/api/v1/Equipe/categoria/1?ano=2025')).json();
    expect(
      rows.map((r: { nomeEquipe: string; pontuacaoEquipe: number }) => [
        r.nomeEquipe,
        r.pontuacaoEquipe,
      ]),
    ).toEqual([
      ['Equipe Verde', P(2) + P(3)],
      ['Equipe Roxa', P(1)],
    ]);
  });

  it('answers [] for a category without teams and 404 for an unknown one', async () => {
    expect((await t.get('/api/v1/Equipe/categoria/3')).json()).toEqual([]);
    expect((await t.get('/api/v1/Equipe/categoria/9')).statusCode).toBe(404);
  });

  it.each([
    ['/api/v1/Equipe/categoria/x', 'Identificador inválido: informe um número inteiro positivo.'],
    ['/api/v1/Equipe/categoria/-1', 'Identificador inválido: informe um número inteiro positivo.'],
    ['/api/v1/Equipe/categoria/1?ano=vinte', 'Ano inválido.'],
    ['/api/v1/Equipe/categoria/1?ano=3000', 'Ano inválido.'],
    ['/api/v1/Equipe/categoria/1?idioma=es', "Idioma inválido: use 'pt-br' ou 'en'."],
  ])('400s as problem+json for the malformed call %s', async (url, detail) => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(detail);
  });
});

describe('GET /Equipe/{id}/categoria/{categoriaId}', () => {
  it('answers the team with its drivers, cars, history and website flag', async () => {
    const d = (await t.get(`/api/v1/Equipe/${team.id}/categoria/1?ano=2025`)).json();
    expect(d).toMatchObject({
      idEquipe: team.id,
      nomeEquipe: 'Equipe Verde',
      pontuacaoEquipe: P(2) + P(3),
      carros: 'Chevrolet Tracker #10, #11',
      sobre: '<p>História</p>',
      website: 'https://verde.example',
      exibeWebsite: true,
    });
    expect(d.pilotosEquipe.map((p: { numero: string }) => p.numero)).toEqual(['10', '11']);
  });

  it('404s for an unknown team or one not racing in the category; 400s on bad ids', async () => {
    expect((await t.get('/api/v1/Equipe/9999/categoria/1')).statusCode).toBe(404);
    expect((await t.get(`/api/v1/Equipe/${team.id}/categoria/3`)).json().detail).toBe(
      'Equipe não encontrada nesta categoria.',
    );
    expect((await t.get('/api/v1/Equipe/x/categoria/1')).statusCode).toBe(400);
  });
});
