import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import {
  createCategoria,
  createGaleria,
  createNoticia,
  createPiloto,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let goiania: Awaited<ReturnType<typeof createNoticia>>;

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 4 });
  await createCategoria(t.db, { id: 3 });
  for (let i = 0; i < 25; i += 1) {
    await createNoticia(t.db, {
      categoriaId: 1,
      dataPublicacao: new Date(Date.UTC(2025, 2, 1 + i, 15)),
    });
  }
  goiania = await createNoticia(t.db, {
    categoriaId: 1,
    titulo: { 'pt-br': 'Vitória emocionante em Goiânia' },
    texto: { 'pt-br': '<p>O piloto venceu a corrida no Autódromo Ayrton Senna.</p>' },
    dataPublicacao: new Date('2024-06-02T18:00:00Z'),
    tags: ['RumoàStockCar'],
  });
  await createNoticia(t.db, {
    categoriaId: 1,
    titulo: { 'pt-br': 'Futura' },
    dataPublicacao: new Date(Date.now() + 86_400_000),
  });
  await createNoticia(t.db, {
    categoriaId: 4,
    titulo: { 'pt-br': 'Rodada dupla em Interlagos', en: 'Double header at Interlagos' },
    texto: { 'pt-br': '<p>Texto</p>', en: '<p>Text</p>' },
  });
});
afterAll(() => t.close());

describe('GET /Noticias/categoria/{id}', () => {
  it('pages newest first with the spec paging fields', async () => {
    const page = (
      await t.get('/api/v1/Noticias/categoria/1?tamanhoPagina=12&numeroPagina=1')
    ).json();
    expect(page).toMatchObject({ tamanhoPagina: 12, numeroPagina: 1, totalPaginas: 3 });
    expect(page.resultado).toHaveLength(12);
    const dates = page.resultado.map((n: { dataPublicacao: string }) => n.dataPublicacao);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = (
      await t.get('/api/v1/Noticias/categoria/1?tamanhoPagina=12&numeroPagina=3')
    ).json();
    expect(last.resultado).toHaveLength(2);
    expect(
      (await t.get('/api/v1/Noticias/categoria/1?tamanhoPagina=5')).json().resultado,
    ).toHaveLength(5);
    expect((await t.get('/api/v1/Noticias/categoria/1')).json().tamanhoPagina).toBe(10);
  });

  it('never lists news scheduled for the future', async () => {
    const all = (await t.get('/api/v1/Noticias/categoria/1?tamanhoPagina=50')).json().resultado;
    expect(all.map((n: { titulo: string }) => n.titulo)).not.toContain('Futura');
    expect(all).toHaveLength(26);
  });

  it.each(['goiania', 'GOIÂNIA', 'vitoria emocionante', 'autodromo', 'corrida'])(
    'finds the article searching %j, accents and case ignored',
    async (busca) => {
      const res = (
        await t.get(`/api/v1/Noticias/categoria/1?busca=${encodeURIComponent(busca)}`)
      ).json();
      expect(res.resultado.map((n: { id: number }) => n.id)).toContain(goiania.id);
    },
  );

  it('finds by tag (the related-news blocks) and filters by season', async () => {
    const tagged = (
      await t.get(`/api/v1/Noticias/categoria/1?busca=${encodeURIComponent('RumoàStockCar')}`)
    ).json();
    expect(tagged.resultado.map((n: { id: number }) => n.id)).toEqual([goiania.id]);
    const y2024 = (await t.get('/api/v1/Noticias/categoria/1?ano=2024&tamanhoPagina=50')).json();
    expect(y2024.resultado.map((n: { id: number }) => n.id)).toEqual([goiania.id]);
  });

  it('answers an empty page when nothing matches', async () => {
    const res = (await t.get('/api/v1/Noticias/categoria/1?busca=kartodromo%20lunar')).json();
    expect(res).toEqual({ resultado: [], tamanhoPagina: 10, numeroPagina: 1, totalPaginas: 0 });
  });

  it('400s on bad paging, 404s on an unknown category', async () => {
    expect((await t.get('/api/v1/Noticias/categoria/1?tamanhoPagina=0')).statusCode).toBe(400);
    expect((await t.get('/api/v1/Noticias/categoria/1?numeroPagina=x')).statusCode).toBe(400);
    expect((await t.get('/api/v1/Noticias/categoria/77')).statusCode).toBe(404);
  });

  it('answers English for formula-4 with idioma=en', async () => {
    const [item] = (await t.get('/api/v1/Noticias/categoria/4?idioma=en')).json().resultado;
    expect(item.titulo).toBe('Double header at Interlagos');
  });

  it('searches the English text with English stemming for an English reader', async () => {
    const search = async (busca: string, idioma: string) =>
      (
        await t.get(
          `/api/v1/Noticias/categoria/4?idioma=${idioma}&busca=${encodeURIComponent(busca)}`,
        )
      ).json().resultado as { titulo: string }[];
    // 'headers' stems to 'header' in English only.
    expect((await search('headers', 'en')).map((n) => n.titulo)).toEqual([
      'Double header at Interlagos',
    ]);
    expect(await search('headers', 'pt-br')).toEqual([]);
    // An English reader still finds an item by its Portuguese words.
    expect((await search('rodada', 'en')).map((n) => n.titulo)).toEqual([
      'Double header at Interlagos',
    ]);
  });
});

describe('GET /Noticias/categoria/{categoriaId}/noticia/{id}', () => {
  it('answers the article with the spec fields', async () => {
    const res = await t.get(`/api/v1/Noticias/categoria/1/noticia/${goiania.id}`);
    expect(res.json()).toMatchObject({
      id: goiania.id,
      titulo: 'Vitória emocionante em Goiânia',
      texto: '<p>O piloto venceu a corrida no Autódromo Ayrton Senna.</p>',
      tags: ['RumoàStockCar'],
      dataPublicacao: '2024-06-02T18:00:00.000Z',
    });
  });

  it('404s for an article of another category or unknown; 400s for a bad id', async () => {
    expect((await t.get(`/api/v1/Noticias/categoria/4/noticia/${goiania.id}`)).statusCode).toBe(
      404,
    );
    const unknown = await t.get('/api/v1/Noticias/categoria/1/noticia/99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Notícia não encontrada.');
    expect((await t.get('/api/v1/Noticias/categoria/1/noticia/abc')).statusCode).toBe(400);
  });
});

describe('galleries', () => {
  it('pages the galleries with their images in a fixed number of queries', async () => {
    for (let i = 0; i < 4; i += 1) await createGaleria(t.db, { categoriaId: 3 }, 3);
    await createGaleria(t.db, { categoriaId: 3, bastidores: true });
    const mark = t.queries.length;
    const page = (await t.get('/api/v1/Noticias/categoria/3/galeria?tamanhoPagina=12')).json();
    expect(t.queries.length - mark).toBeLessThanOrEqual(4);
    expect(page.totalPaginas).toBe(1);
    expect(page.resultado).toHaveLength(4);
    expect(page.resultado[0].imagemGaleria).toHaveLength(3);
  });

  it('answers one gallery, and 404 for another category or a behind-the-scenes one', async () => {
    const g = await createGaleria(
      t.db,
      { categoriaId: 3, titulo: { 'pt-br': 'Bastidores do grid' } },
      2,
    );
    const res = (await t.get(`/api/v1/Noticias/categoria/3/galeria/${g.id}`)).json();
    expect(res).toMatchObject({
      id: g.id,
      titulo: 'Bastidores do grid',
      imagemGaleria: [`/m/g${g.id}-0.svg`, `/m/g${g.id}-1.svg`],
    });
    const elsewhere = await t.get(`/api/v1/Noticias/categoria/1/galeria/${g.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().detail).toBe('Galeria não encontrada.');
    const club = await createGaleria(t.db, { categoriaId: 3, bastidores: true });
    expect((await t.get(`/api/v1/Noticias/categoria/3/galeria/${club.id}`)).statusCode).toBe(404);
  });

  it("lists a driver's galleries", async () => {
    const driver = await createPiloto(t.db);
    const g = await createGaleria(t.db, { categoriaId: 1 });
    await t.db.insert(s.galeriaPiloto).values({ galeriaId: g.id, pilotoId: driver.id });
    const body = (await t.get(`/api/v1/Piloto/${driver.id}/galerias`)).json();
    expect(body.galerias.map((x: { id: number }) => x.id)).toEqual([g.id]);
    expect((await t.get('/api/v1/Piloto/99999/galerias')).json()).toEqual({ galerias: [] });
  });

  it('keeps a gallery scheduled for the future out of sight, as the list does', async () => {
    const driver = await createPiloto(t.db);
    const later = await createGaleria(t.db, {
      categoriaId: 1,
      dataPublicacao: new Date(Date.now() + 86_400_000),
    });
    await t.db.insert(s.galeriaPiloto).values({ galeriaId: later.id, pilotoId: driver.id });
    expect((await t.get(`/api/v1/Noticias/categoria/1/galeria/${later.id}`)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/Piloto/${driver.id}/galerias`)).json()).toEqual({ galerias: [] });
  });
});
