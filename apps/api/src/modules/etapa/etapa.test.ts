import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria, createCircuito, createEtapa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 4 });
  await createCategoria(t.db, { id: 2 });
});
afterAll(() => t.close());

describe('GET /Etapa/proxima/categoria/{id}', () => {
  it('answers the nearest future unfinished stage of the category', async () => {
    const now = Date.now();
    const interlagos = await createCircuito(t.db, { nome: 'Interlagos', cidade: 'São Paulo' });
    await createEtapa(t.db, { categoriaId: 1, data: new Date(now - 7 * DAY), finalizada: true });
    await createEtapa(t.db, { categoriaId: 1, data: new Date(now + 40 * DAY) });
    await createEtapa(t.db, { categoriaId: 1, data: new Date(now + 2 * DAY), finalizada: true });
    const next = await createEtapa(t.db, {
      categoriaId: 1,
      data: new Date(now + 20 * DAY),
      titulo: '9ª Etapa',
      circuitoId: interlagos.id,
      urlTickets: 'https://ingressos.example.com',
    });
    await createEtapa(t.db, { categoriaId: 2, data: new Date(now + 10 * DAY) });

    const res = await t.get('/api/v1/Etapa/proxima/categoria/1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      idEtapa: next.id,
      etapa: '9ª Etapa',
      dataEtapa: next.data.toISOString(),
      circuito: 'Interlagos',
      cidade: 'São Paulo',
      idCircuito: interlagos.id,
      imagemCircuito: interlagos.imagem,
      finalizada: false,
      proxima: true,
      urlTickets: 'https://ingressos.example.com',
    });
    expect(body.dataDia).toMatch(/^\d{2}$/);
    expect(body.dataAno).toBe(String(new Date(now + 20 * DAY).getUTCFullYear()));
  });

  it('names the month in English on formula-4 with idioma=en', async () => {
    const data = new Date('2099-02-15T17:00:00Z');
    await createEtapa(t.db, { categoriaId: 4, data });
    expect((await t.get('/api/v1/Etapa/proxima/categoria/4')).json().dataMes).toBe('FEV');
    expect((await t.get('/api/v1/Etapa/proxima/categoria/4?idioma=en')).json().dataMes).toBe('FEB');
  });

  it('answers null when the category has nothing ahead', async () => {
    const empty = await createCategoria(t.db);
    const res = await t.get(`/api/v1/Etapa/proxima/categoria/${empty.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('404s for an unknown category, 400s for a malformed id, 401s without the key', async () => {
    expect((await t.get('/api/v1/Etapa/proxima/categoria/999')).statusCode).toBe(404);
    expect((await t.get('/api/v1/Etapa/proxima/categoria/um')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/Etapa/proxima/categoria/1' })).statusCode).toBe(401);
  });
});
