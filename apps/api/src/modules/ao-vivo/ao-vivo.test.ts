import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /AoVivo', () => {
  it('answers an empty list when there is no live', async () => {
    const res = await t.get('/api/v1/AoVivo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers every live in order with the spec field names', async () => {
    await t.db.insert(s.live).values([
      {
        canal: 'Stock Car Play',
        nome: 'Canal pago',
        link: 'https://youtu.be/x?v=b',
        online: false,
        ordem: 1,
      },
      {
        canal: 'SITE',
        nome: 'Aberta',
        link: 'https://www.youtube.com/watch?v=a',
        online: true,
        linkVinculado: true,
        ordem: 0,
      },
    ]);
    const body = (await t.get('/api/v1/aovivo?idioma=pt-br')).json();
    expect(body).toEqual([
      expect.objectContaining({
        categoria: 'SITE',
        nome: 'Aberta',
        link: 'https://www.youtube.com/watch?v=a',
        online: true,
        linkVinculado: true,
      }),
      expect.objectContaining({ categoria: 'Stock Car Play', online: false, linkVinculado: false }),
    ]);
    expect(typeof body[0].idLive).toBe('number');
  });

  it('401s without the API key and 400s on a bad idioma', async () => {
    expect((await t.app.inject({ url: '/api/v1/AoVivo' })).statusCode).toBe(401);
    expect((await t.get('/api/v1/AoVivo?idioma=xx')).statusCode).toBe(400);
  });
});
