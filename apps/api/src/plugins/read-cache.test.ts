import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria } from '../../test/factories.ts';
import { createConsoleApp, staffHeaders } from '../../test/staff.ts';
import { consoleBanner, sender, type Send } from '../../test/console-crud.ts';
import { TEST_API_KEY, type TestApp } from '../../test/helper.ts';
import { listening } from '../../test/event-stream.ts';
import * as s from '../db/schema/index.ts';
import { PUBLIC_READS, READ_CACHE_POLICY } from './read-cache.ts';

// Issue 13: public reads answer from memory until their content changes.
let t: TestApp;
let send: Send;
let categoria: Awaited<ReturnType<typeof createCategoria>>;

beforeAll(async () => {
  // Long enough that nothing expires during the file: expiry is the store's unit test.
  t = await createConsoleApp({ READ_CACHE_MS: '2000' });
  categoria = await createCategoria(t.db);
  send = sender(t, (await staffHeaders(t, 'marketing')).headers);
});
afterAll(() => t.close());

const queriesDuring = async (work: () => Promise<unknown>) => {
  const mark = t.queries.length;
  await work();
  return t.queries.slice(mark);
};

describe('the public read cache', () => {
  it('serves a second read from memory, with its policy, ETag and Vary', async () => {
    const url = `/api/v1/Categoria/${categoria.id}`;
    const first = await t.get(url);
    expect(first.statusCode).toBe(200);
    let second = first;
    const ran = await queriesDuring(async () => (second = await t.get(url)));
    expect(ran).toEqual([]);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(READ_CACHE_POLICY);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^W\/"/);
    expect(second.headers.vary).toBe('Accept-Encoding');
    expect(second.headers['content-type']).toContain('application/json');
  });

  it('answers brotli, gzip or plain as the client accepts, and 304 to a matching ETag', async () => {
    // A text long enough to be worth compressing.
    const long = await createCategoria(t.db, {
      texto: { 'pt-br': `<p>${'Velocidade e emoção. '.repeat(60)}</p>` },
    });
    const url = `/api/v1/Categoria/${long.id}`;
    const plain = await t.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(512);

    const br = await t.get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gzip = await t.get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const unchanged = await t.get(url, { 'if-none-match': String(plain.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('computes concurrent misses of one URL once', async () => {
    const url = `/api/v1/Footer/categoria/${categoria.id}?idioma=pt-br`;
    let answers: Awaited<ReturnType<TestApp['get']>>[] = [];
    const alone = await queriesDuring(() => t.get(`/api/v1/Footer/categoria/${categoria.id}`));
    const ran = await queriesDuring(
      async () => (answers = await Promise.all(Array.from({ length: 20 }, () => t.get(url)))),
    );
    expect(alone.length).toBeGreaterThan(0);
    expect(ran.length).toBe(alone.length);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('shows a console edit at once, on the next read', async () => {
    const url = `/api/v1/Banner/categoria/${categoria.id}`;
    const banner = consoleBanner(categoria.id);
    const created = await send('POST', '/banners', banner);
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(created.json().id);
    const before = await t.get(url);
    expect(before.body).toContain('/ingressos');

    // Written behind the cache's back (no event): the cached answer stays.
    await t.db.update(s.banner).set({ link: '/por-tras' }).where(eq(s.banner.id, id));
    expect((await t.get(url)).body).toBe(before.body);

    const edited = await send('PUT', `/banners/${id}`, {
      ...banner,
      link: '/ingressos-do-console',
      versao: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await t.get(url);
    expect(after.body).toContain('/ingressos-do-console');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps no error answer and still asks for the API key', async () => {
    const missing = '/api/v1/Categoria/98765';
    expect((await t.get(missing)).statusCode).toBe(404);
    const again = await queriesDuring(async () => {
      expect((await t.get(missing)).statusCode).toBe(404);
    });
    expect(again.length).toBeGreaterThan(0);

    await t.get('/api/v1/Categoria');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/Categoria' });
    expect(anonymous.statusCode).toBe(401);
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Categoria',
      headers: { 'x-api-key': `${TEST_API_KEY}-x` },
    });
    expect(wrongKey.statusCode).toBe(401);
  });

  it('names only routes that exist, all of them reads anyone may make', () => {
    for (const url of PUBLIC_READS) {
      expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
    }
    const memberOnly = PUBLIC_READS.filter((url) => /perfil|meusdados|recibos|conta/i.test(url));
    expect(memberOnly).toEqual([]);
  });
});

/** A GET over a real socket, its body as sent (not decompressed). */
function fetchRaw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      httpGet(url, { headers: { 'x-api-key': TEST_API_KEY, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    },
  );
}

describe('the front door (a listening server)', () => {
  it('answers a fresh cached read before Fastify, with the same headers, bytes and 304s', async () => {
    const base = await listening(t);
    const long = await createCategoria(t.db, {
      texto: { 'pt-br': `<p>${'Largada na reta oposta. '.repeat(60)}</p>` },
    });
    const url = `${base}/api/v1/Categoria/${long.id}`;
    const first = await fetchRaw(url);
    expect(first.status).toBe(200);

    const mark = t.queries.length;
    const again = await fetchRaw(url);
    const br = await fetchRaw(url, { 'accept-encoding': 'br' });
    const gzip = await fetchRaw(url, { 'accept-encoding': 'gzip' });
    const unchanged = await fetchRaw(url, { 'if-none-match': String(first.headers.etag) });
    expect(t.queries.length).toBe(mark);

    expect(again.body.equals(first.body)).toBe(true);
    for (const header of [
      'content-type',
      'cache-control',
      'etag',
      'vary',
      'content-security-policy',
      'x-content-type-options',
      'permissions-policy',
      'referrer-policy',
    ]) {
      expect(again.headers[header], header).toBe(first.headers[header]);
    }
    expect(again.headers['content-length']).toBe(String(first.body.length));
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(first.body)).toBe(true);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
  });

  it('leaves a request without the right API key to Fastify, which refuses it', async () => {
    const base = await listening(t);
    const url = `${base}/api/v1/Categoria/${categoria.id}`;
    expect((await fetchRaw(url)).status).toBe(200);
    const refused = await fetchRaw(url, { 'x-api-key': 'chave-errada-123' });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(JSON.parse(refused.body.toString()).detail).toBe('Chave de API ausente ou inválida.');
  });
});
