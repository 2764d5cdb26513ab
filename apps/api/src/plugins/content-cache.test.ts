import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { operationsOf, type OpenApiDocument } from '../../test/fuzz/operations.ts';
import { seedDemo } from '../seed/index.ts';
import { createFolderStorage } from '../services/storage.ts';
import * as s from '../db/schema/index.ts';
import { weakEtag } from './content-cache.ts';

// Issue 10: a console change shows on the public site within 2 seconds, whatever caches sit
// between (browser, CDN). Public reads revalidate (no-cache + ETag) or live at most 2 s.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo({
    db: t.db,
    storage: createFolderStorage(t.dataDir),
    now: new Date(),
    ticketsUrl: 'https://ingressos.example',
  });
});
afterAll(() => t.close());

const maxAgeOf = (policy: string) => {
  const match = /(?:^|,)\s*(?:s-)?max-age=(\d+)/.exec(policy);
  return match ? Number(match[1]) : undefined;
};

describe('public reads and the 2-second rule', () => {
  it('every public GET of the API answers no-cache or a max-age of at most 2 seconds', async () => {
    const operations = operationsOf(t.app.swagger() as OpenApiDocument).filter(
      (op) =>
        op.method === 'GET' &&
        !op.member &&
        !op.path.toLowerCase().startsWith('/api/v1/admin/') &&
        op.queryParams.every((p) => !p.required),
    );
    expect(operations.length).toBeGreaterThan(20);
    const checked: string[] = [];
    for (const op of operations) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.get(url);
      if (res.statusCode !== 200) continue;
      const policy = String(res.headers['cache-control'] ?? '');
      expect(policy, op.key).not.toBe('');
      const maxAge = maxAgeOf(policy);
      if (maxAge !== undefined) expect(maxAge, `${op.key}: ${policy}`).toBeLessThanOrEqual(2);
      if (policy === 'no-cache') expect(res.headers.etag, op.key).toMatch(/^W\/"/);
      checked.push(op.key);
    }
    // The reads the console edits are among them.
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /temporadas.json',
        'GET /api/v1/HallOfFame',
        'GET /api/v1/fanpush/votacao',
      ]),
    );
  });

  it('/HallOfFame: no-cache with an ETag; 304 while unchanged, the new content once edited', async () => {
    const first = await t.get('/api/v1/HallOfFame');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toBe(weakEtag(first.body));

    const again = await t.get('/api/v1/HallOfFame', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await t.db.insert(s.hallDaFamaHistorico).values({
      categoriaId: 1,
      nomePiloto: 'Lenda Editada',
      corridas: 999,
      vitorias: 1,
    });
    const edited = await t.get('/api/v1/HallOfFame', { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.body).toContain('Lenda Editada');
  });

  it('the live vote may sit in a shared cache for 2 seconds, not more', async () => {
    const res = await t.get('/api/v1/Fanpush/votacao');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2');
  });

  it('season files revalidate with their ETag', async () => {
    const first = await t.app.inject({ url: '/temporadas.json' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/temporadas.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('writes and failures get no ETag', async () => {
    const missing = await t.get('/api/v1/Noticias/999999');
    expect(missing.headers.etag).toBeUndefined();
    const noKey = await t.app.inject({ url: '/api/v1/HallOfFame' });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.headers.etag).toBeUndefined();
  });
});
