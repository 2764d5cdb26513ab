import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_BY_POSITION } from '@stockcar/shared/points-table';
import * as s from '../../db/schema/index.ts';
import {
  createCategoria,
  createCircuito,
  createCorrida,
  createEtapa,
  createInscricao,
  createPiloto,
  recordResults,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { recomputeCategoryStats } from '../../db/derived/recompute.ts';

let t: TestApp;
const P = (position: number) => POINTS_BY_POSITION[position - 1] ?? 0;
let star: Awaited<ReturnType<typeof createPiloto>>;
let rival: Awaited<ReturnType<typeof createPiloto>>;

/** One finished two-race stage at a circuit, star winning both or coming second. */
async function stage(temporada: number, cidade: string, starWins: boolean, date: string) {
  const circuit = await createCircuito(t.db, { cidade });
  const e = await createEtapa(t.db, {
    categoriaId: 1,
    data: new Date(date),
    circuitoId: circuit.id,
    finalizada: true,
  });
  const [s, r] = await Promise.all([
    t.db.query.inscricao.findFirst({
      where: (i, { and, eq }) => and(eq(i.pilotoId, star.id), eq(i.temporada, temporada)),
    }),
    t.db.query.inscricao.findFirst({
      where: (i, { and, eq }) => and(eq(i.pilotoId, rival.id), eq(i.temporada, temporada)),
    }),
  ]);
  if (!s || !r) throw new Error('entries missing');
  for (const n of [1, 2]) {
    const race = await createCorrida(t.db, { etapaId: e.id, numero: n });
    await recordResults(t.db, race.id, starWins ? [s.id, r.id] : [r.id, s.id], [s.id, r.id]);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 2 });
  await createCategoria(t.db, { id: 3 });
  star = await createPiloto(t.db, {
    nome: 'Estrela',
    sobrenome: 'Silva',
    dataNascimento: '1990-01-01',
    sobre: { 'pt-br': '<p>Bio</p>', en: '<p>Bio EN</p>' },
    exibeInstagram: true,
    instagram: 'https://instagram.com/estrela',
  });
  rival = await createPiloto(t.db, { nome: 'Rival', sobrenome: 'Souza' });
  for (const temporada of [2024, 2025]) {
    await createInscricao(t.db, { categoriaId: 1, temporada, pilotoId: star.id, numero: '7' });
    await createInscricao(t.db, { categoriaId: 1, temporada, pilotoId: rival.id, numero: '8' });
  }
  await stage(2024, 'Goiânia', true, '2024-04-07T17:00:00Z');
  await stage(2025, 'Interlagos', true, '2025-04-06T17:00:00Z');
  await stage(2025, 'Cascavel', false, '2025-05-04T17:00:00Z');
  // Two titles before the data starts, as the hall of fame's console records them.
  await t.db.insert(s.hallDaFamaHistorico).values({
    categoriaId: 1,
    pilotoId: star.id,
    nomePiloto: '',
    corridas: 40,
    vitorias: 5,
    anosTitulos: [2010, 2012],
  });
  await recomputeCategoryStats(t.db, 1);
});
afterAll(() => t.close());

describe('GET /Piloto/categoria/{id}', () => {
  it('lists the drivers with their season points under the wrapper pilotos', async () => {
    const body = (await t.get('/api/v1/Piloto/categoria/1?ano=2025')).json();
    expect(
      body.pilotos.map((p: { nome: string; pontuacao: number; numero: string }) => [
        p.nome,
        p.numero,
        p.pontuacao,
      ]),
    ).toEqual([
      ['Estrela', '7', 2 * P(1) + 2 * P(2)],
      ['Rival', '8', 2 * P(2) + 2 * P(1)],
    ]);
  });

  it('filters e-stock drivers by subCategoria', async () => {
    await createInscricao(t.db, { categoriaId: 2, temporada: 2024, subcategoria: 'PRO' });
    await createInscricao(t.db, { categoriaId: 2, temporada: 2024, subcategoria: 'Amador' });
    const am = (await t.get('/api/v1/Piloto/categoria/2?subCategoria=Amador')).json();
    expect(am.pilotos).toHaveLength(1);
    expect(am.pilotos[0].subcategoria).toBe('Amador');
  });

  it('answers an empty list for a category without drivers', async () => {
    expect((await t.get('/api/v1/Piloto/categoria/3')).json()).toEqual({ pilotos: [] });
  });

  it('404s for an unknown category as problem+json in Portuguese', async () => {
    const res = await t.get('/api/v1/Piloto/categoria/99');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, detail: 'Categoria não encontrada.' });
  });

  it.each([
    ['/api/v1/Piloto/categoria/abc', 'Identificador inválido: informe um número inteiro positivo.'],
    ['/api/v1/Piloto/categoria/0', 'Identificador inválido: informe um número inteiro positivo.'],
    [
      '/api/v1/Piloto/categoria/2?subCategoria=Master',
      "Subcategoria inválida: use 'PRO' ou 'Amador'.",
    ],
    ['/api/v1/Piloto/categoria/1?ano=dois', 'Ano inválido.'],
    ['/api/v1/Piloto/categoria/1?ano=1900', 'Ano inválido.'],
    ['/api/v1/Piloto/categoria/1?idioma=fr', "Idioma inválido: use 'pt-br' ou 'en'."],
  ])('400s for the malformed call %s', async (url, detail) => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(detail);
  });

  it('401s as problem+json without the API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/Piloto/categoria/1' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('Chave de API ausente ou inválida.');
  });

  it('lists in a constant number of queries (no query per driver)', async () => {
    const mark = t.queries.length;
    await t.get('/api/v1/Piloto/categoria/1?ano=2025');
    const few = t.queries.length - mark;
    for (let i = 0; i < 5; i += 1) await createInscricao(t.db, { categoriaId: 1, temporada: 2025 });
    const mark2 = t.queries.length;
    await t.get('/api/v1/Piloto/categoria/1?ano=2025');
    expect(t.queries.length - mark2).toBe(few);
  });
});

describe('GET /Piloto/{idPiloto}/categoria/{id}', () => {
  it('answers the detail with career numbers: history plus official results', async () => {
    const res = await t.get(`/api/v1/Piloto/${star.id}/categoria/1?ano=2025`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      idPiloto: star.id,
      nome: 'Estrela',
      numero: '7',
      sobre: '<p>Bio</p>',
      exibeInstagram: true,
      instagram: 'https://instagram.com/estrela',
      // The hall of fame's 5 earlier wins and his 4 in the results: the figure it shows too.
      vitorias: 5 + 4,
      poles: 6,
      pontuacao: 2 * P(1) + 2 * P(2),
    });
    expect(d.idade).toBeGreaterThanOrEqual(36);
    // Points per circuit, in calendar order, feed the 'PONTOS DO CAMPEONATO' chart.
    expect(d.resultados).toEqual([
      { circuito: 'Interlagos', pontoPiloto: 2 * P(1) },
      { circuito: 'Cascavel', pontoPiloto: 2 * P(2) },
    ]);
  });

  it('counts titles: earlier ones plus finished seasons he topped', async () => {
    // 2024 he won outright; 2025 is a tie on points and wins, broken by surname (Silva).
    const d = (await t.get(`/api/v1/Piloto/${star.id}/categoria/1`)).json();
    expect(d.titulos).toBe(2 + 2);
    const rivalDetail = (await t.get(`/api/v1/Piloto/${rival.id}/categoria/1?ano=2024`)).json();
    expect(rivalDetail.titulos).toBe(0);
  });

  it('shows the latest published news about the driver', async () => {
    const [about] = await t.db
      .insert(s.noticia)
      .values({
        categoriaId: 1,
        titulo: { 'pt-br': 'Estrela vence' },
        texto: { 'pt-br': '' },
        dataPublicacao: new Date('2025-04-07T12:00:00Z'),
      })
      .returning();
    const [future] = await t.db
      .insert(s.noticia)
      .values({
        categoriaId: 1,
        titulo: { 'pt-br': 'Amanhã' },
        texto: { 'pt-br': '' },
        dataPublicacao: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await t.db.insert(s.noticiaPiloto).values([
      { noticiaId: about?.id ?? 0, pilotoId: star.id },
      { noticiaId: future?.id ?? 0, pilotoId: star.id },
    ]);
    const d = (await t.get(`/api/v1/Piloto/${star.id}/categoria/1`)).json();
    expect(d.noticias.map((n: { titulo: string }) => n.titulo)).toEqual(['Estrela vence']);
  });

  it("leaves the console's drafts out of the driver's latest news", async () => {
    const [draft] = await t.db
      .insert(s.noticia)
      .values({
        categoriaId: 1,
        titulo: { 'pt-br': 'Rascunho sobre a Estrela' },
        texto: { 'pt-br': '' },
        status: 'rascunho',
        dataPublicacao: new Date('2025-04-08T12:00:00Z'),
      })
      .returning();
    await t.db.insert(s.noticiaPiloto).values({ noticiaId: draft?.id ?? 0, pilotoId: star.id });
    const d = (await t.get(`/api/v1/Piloto/${star.id}/categoria/1`)).json();
    expect(d.noticias.map((n: { titulo: string }) => n.titulo)).not.toContain(
      'Rascunho sobre a Estrela',
    );
  });

  it('lists at most one page of 12 news items, the newest first (§9 pilot page size)', async () => {
    const published = await t.db
      .insert(s.noticia)
      .values(
        Array.from({ length: 13 }, (_, i) => ({
          categoriaId: 1,
          titulo: { 'pt-br': `Rival ${i + 1}` },
          texto: { 'pt-br': '' },
          dataPublicacao: new Date(Date.UTC(2025, 4, i + 1, 12)),
        })),
      )
      .returning();
    await t.db
      .insert(s.noticiaPiloto)
      .values(published.map((n) => ({ noticiaId: n.id, pilotoId: rival.id })));
    const d = (await t.get(`/api/v1/Piloto/${rival.id}/categoria/1`)).json();
    expect(d.noticias.map((n: { titulo: string }) => n.titulo)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Rival ${13 - i}`),
    );
  });

  it('answers English bio with idioma=en', async () => {
    expect((await t.get(`/api/v1/Piloto/${star.id}/categoria/1?idioma=en`)).json().sobre).toBe(
      '<p>Bio EN</p>',
    );
  });

  it('404s for an unknown driver or one not in the category, 400s for malformed ids', async () => {
    expect((await t.get('/api/v1/Piloto/99999/categoria/1')).statusCode).toBe(404);
    const res = await t.get(`/api/v1/Piloto/${star.id}/categoria/3`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Piloto não encontrado nesta categoria.');
    expect((await t.get('/api/v1/Piloto/abc/categoria/1')).statusCode).toBe(400);
  });
});
