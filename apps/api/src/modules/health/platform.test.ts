import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../../test/helper.ts';
import { createCategoria } from '../../../test/factories.ts';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  // A stand-in web build: the SPA fallback must serve its index with the settings injected.
  webDir = path.join(tmpdir(), `stockcar-web-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDir, 'index.html'),
    '<html><head><!--runtime-config--></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({
    WEB_DIST_DIR: webDir,
    FANPUSH_URL: 'https://fan.example/push',
    BH_TICKETS_URL: 'https://bh.example/ingressos',
  });
  for (const id of [1, 6]) await createCategoria(t.db, { id });
  await t.db.insert(s.temporadaCategoria).values([
    { categoriaId: 1, ano: 2024 },
    { categoriaId: 1, ano: 2025 },
    { categoriaId: 6, ano: 2025 },
    { categoriaId: 6, ano: 2026 },
    // Set up ahead of time: not the current season before it begins.
    { categoriaId: 1, ano: 2099 },
  ]);
});
afterAll(() => t.close());

describe('probes', () => {
  it('/health answers while the process is up', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/ready answers 200 when the database is reachable', async () => {
    const res = await t.app.inject({ url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('/ready answers 503 when the database does not answer, and recovers after', async () => {
    // The probe only pings: a failing ping stands in for a lost database, no production hook.
    const ping = vi.spyOn(t.app.database, 'ping').mockRejectedValueOnce(new Error('ECONNREFUSED'));
    try {
      const down = await t.app.inject({ url: '/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'database unreachable' });
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      ping.mockRestore();
    }
    expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs with the calls and their schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/Categoria',
        '/api/v1/Categoria/{id}',
        '/api/v1/Footer/categoria/{id}',
        '/api/v1/AoVivo',
        '/api/v1/Banner/categoria/{idCategoria}',
        '/api/v1/Banner/Popup/{idCategoria}',
        '/api/v1/Etapa/proxima/categoria/{id}',
        '/api/v1/alertas',
      ]),
    );
    const categoria = doc.paths['/api/v1/Categoria/{id}'].get.responses['200'];
    // Every GET of the spec's API reads `idioma` (public-site.md §7); the staff console's API
    // (/api/v1/admin, issue 10) is Portuguese only.
    for (const [route, item] of Object.entries<Record<string, { parameters?: { name: string }[] }>>(
      doc.paths,
    )) {
      if (!route.startsWith('/api/v1') || route.startsWith('/api/v1/admin/') || !item.get) continue;
      expect(
        item.get.parameters?.map((p) => p.name),
        route,
      ).toContain('idioma');
    }
    expect(JSON.stringify(categoria)).toContain('imgBackgroud');
  });
});

describe('season files', () => {
  it("/temporadas.json lists every category's seasons, newest first, without an API key", async () => {
    const res = await t.app.inject({ url: '/temporadas.json' });
    expect(res.json()).toEqual([2099, 2026, 2025, 2024]);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("/temporadas.json?categoria= lists one category's seasons", async () => {
    expect((await t.app.inject({ url: '/temporadas.json?categoria=6' })).json()).toEqual([
      2026, 2025,
    ]);
    expect((await t.app.inject({ url: '/temporadas.json?categoria=x' })).statusCode).toBe(400);
  });

  it('/temporadas_turismo.json lists only the turismo seasons', async () => {
    expect((await t.app.inject({ url: '/temporadas_turismo.json' })).json()).toEqual([2026, 2025]);
  });

  it('/temporada_atual.json names the newest season up to this year', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
    try {
      expect((await t.app.inject({ url: '/temporada_atual.json' })).json()).toEqual({
        temporada_atual: 2026,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('web app serving', () => {
  it('serves index.html with the runtime settings for any page route', async () => {
    const res = await t.app.inject({
      url: '/stockcar/formula-4/etapa',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(
      res.body,
    );
    const settings = JSON.parse(match?.[1] ?? '{}');
    expect(settings).toMatchObject({ apiKey: TEST_API_KEY, apiBaseUrl: '/api/v1' });
    expect(settings.links.fanpush).toBe('https://fan.example/push');
    expect(settings.links.ingressosBeloHorizonte).toBe('https://bh.example/ingressos');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the page at the site root too', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="runtime-config"');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API path with a problem 404, not the page', async () => {
    const res = await t.app.inject({
      url: '/api/v1/nada',
      headers: { 'x-api-key': TEST_API_KEY, accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
