import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createCategoria } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 4 });
  await createCategoria(t.db, { id: 3 });
  await t.db.insert(s.banner).values([
    {
      categoriaId: 4,
      titulo: { 'pt-br': 'Segundo', en: 'Second' },
      link: '/b',
      imagem: '/img/2.svg',
      ordem: 2,
    },
    { categoriaId: 4, titulo: { 'pt-br': 'Primeiro' }, link: '/a', imagem: '/img/1.svg', ordem: 1 },
    {
      categoriaId: 4,
      titulo: { 'pt-br': 'Inativo' },
      link: '/c',
      imagem: '/img/3.svg',
      ativo: false,
    },
    { categoriaId: 1, titulo: { 'pt-br': 'Da Pro' }, link: '/p', imagem: '/img/p.svg' },
  ]);
  const now = Date.now();
  await t.db.insert(s.popup).values([
    {
      categoriaId: 4,
      titulo: { 'pt-br': 'Ingressos', en: 'Tickets' },
      link: 'https://t.example',
      imagem: '/p.svg',
      imagemMobile: '/pm.svg',
      abrirNovaAba: true,
    },
    {
      categoriaId: 1,
      titulo: { 'pt-br': 'Expirado' },
      link: '/x',
      imagem: '/x.svg',
      imagemMobile: '/x.svg',
      fim: new Date(now - HOUR),
    },
    {
      categoriaId: 1,
      titulo: { 'pt-br': 'Futuro' },
      link: '/y',
      imagem: '/y.svg',
      imagemMobile: '/y.svg',
      inicio: new Date(now + HOUR),
    },
  ]);
});
afterAll(() => t.close());

describe('GET /Banner/categoria/{idCategoria}', () => {
  it('answers the active banners of the category in order', async () => {
    const res = await t.get('/api/v1/Banner/categoria/4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { titulo: 'Primeiro', link: '/a', url: '/img/1.svg' },
      { titulo: 'Segundo', link: '/b', url: '/img/2.svg' },
    ]);
  });

  it('answers English titles with idioma=en where they exist', async () => {
    const titles = (await t.get('/api/v1/Banner/categoria/4?idioma=en'))
      .json()
      .map((b: { titulo: string }) => b.titulo);
    expect(titles).toEqual(['Primeiro', 'Second']);
  });

  it('answers an empty list for a category without banners; 404 unknown; 400 malformed; 401 no key', async () => {
    expect((await t.get('/api/v1/Banner/categoria/3')).json()).toEqual([]);
    expect((await t.get('/api/v1/Banner/categoria/55')).statusCode).toBe(404);
    expect((await t.get('/api/v1/Banner/categoria/-1')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/Banner/categoria/4' })).statusCode).toBe(401);
  });
});

describe('GET /Banner/Popup/{idCategoria}', () => {
  it('answers the active popup with the spec field names', async () => {
    const res = await t.get('/api/v1/Banner/Popup/4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      titulo: 'Ingressos',
      link: 'https://t.example',
      url: '/p.svg',
      urlMobile: '/pm.svg',
      abrirNovaAba: true,
    });
    expect((await t.get('/api/v1/banner/popup/4?idioma=en')).json().titulo).toBe('Tickets');
  });

  it('answers null when only expired or future popups exist: an empty state, not an error', async () => {
    const res = await t.get('/api/v1/Banner/Popup/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('404s for an unknown category and 400s for a malformed id', async () => {
    expect((await t.get('/api/v1/Banner/Popup/55')).statusCode).toBe(404);
    expect((await t.get('/api/v1/Banner/Popup/abc')).statusCode).toBe(400);
  });

  it('401s as problem+json without the API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/Banner/Popup/4' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('Chave de API ausente ou inválida.');
  });
});
