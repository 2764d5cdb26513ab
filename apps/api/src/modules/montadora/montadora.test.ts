import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createCategoria, createInscricao, createMontadora } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 3 });
  const chevrolet = await createMontadora(t.db, {
    nome: 'Chevrolet',
    sobre: { 'pt-br': '<p>Sobre</p>' },
    website: 'https://chevrolet.example',
    instagram: 'https://instagram.com/chevrolet',
  });
  await createInscricao(t.db, { categoriaId: 1, temporada: 2025, montadoraId: chevrolet.id });
  await createInscricao(t.db, { categoriaId: 1, temporada: 2024, montadoraId: chevrolet.id });
  await t.db.insert(s.maquina).values({
    categoriaId: 1,
    montadoraId: chevrolet.id,
    nome: 'Chevrolet Tracker',
    imagem: '/m/tracker.svg',
  });
});
afterAll(() => t.close());

describe('GET /Montadora/categoria/{id}', () => {
  it('lists each manufacturer entered in the category once, with the spec fields', async () => {
    const rows = (await t.get('/api/v1/Montadora/categoria/1')).json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      nome: 'Chevrolet',
      sobre: '<p>Sobre</p>',
      webSite: 'https://chevrolet.example',
      instagram: 'https://instagram.com/chevrolet',
    });
    expect(Object.keys(rows[0]).sort()).toEqual([
      'idMontadora',
      'imagemBackground',
      'imagemCarro',
      'instagram',
      'logoMontadora',
      'nome',
      'sobre',
      'webSite',
    ]);
  });

  it('answers [] where none is entered and 404 for an unknown category', async () => {
    expect((await t.get('/api/v1/Montadora/categoria/3')).json()).toEqual([]);
    expect((await t.get('/api/v1/Montadora/categoria/77')).statusCode).toBe(404);
  });

  it('400s as problem+json for a malformed id or language', async () => {
    const bad = await t.get('/api/v1/Montadora/categoria/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json().detail).toBe('Identificador inválido: informe um número inteiro positivo.');
    const lang = await t.get('/api/v1/Montadora/categoria/1?idioma=fr');
    expect(lang.statusCode).toBe(400);
    expect(lang.json().detail).toBe("Idioma inválido: use 'pt-br' ou 'en'.");
  });
});

describe('GET /Maquina', () => {
  it('answers the machines under maquinas', async () => {
    const body = (await t.get('/api/v1/Maquina')).json();
    expect(body).toEqual({
      maquinas: [
        {
          idMaquina: expect.any(Number),
          nome: 'Chevrolet Tracker',
          montadora: 'Chevrolet',
          logoMontadora: expect.any(String),
          imagem: '/m/tracker.svg',
        },
      ],
    });
  });

  it('400s as problem+json for an unknown language and 401s without the API key', async () => {
    const res = await t.get('/api/v1/Maquina?idioma=xx');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe("Idioma inválido: use 'pt-br' ou 'en'.");
    const noKey = await t.app.inject({ method: 'GET', url: '/api/v1/Maquina' });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().detail).toBe('Chave de API ausente ou inválida.');
  });
});
