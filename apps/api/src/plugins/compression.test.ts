import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { App } from '../app.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

// Issue 13: dynamic HTML and JSON leave compressed (brotli, else gzip) when it pays; what is
// already encoded or streamed live is left alone, and revalidation (ETag/304) still works.
const LARGE = {
  pilotos: Array.from({ length: 60 }, (_, i) => ({ id: i, nome: `Piloto ${i}`, pontos: i * 7 })),
};
const ALREADY_GZIPPED = gzipSync(JSON.stringify(LARGE));
const EVENTS = 'event: placar\ndata: {}\n\n'.repeat(200);

/** Routes that stand for each kind of answer, on the real plugin tree. */
function addProbeRoutes(app: App) {
  app.get('/probe/grande', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(LARGE),
  );
  app.get('/probe/pequeno', async () => ({ ok: true }));
  app.get('/probe/codificado', async (_request, reply) =>
    reply.type('application/json').header('content-encoding', 'gzip').send(ALREADY_GZIPPED),
  );
  app.get('/probe/eventos', async (_request, reply) =>
    reply.type('text/event-stream').send(Readable.from([EVENTS])),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, addProbeRoutes);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('compression of dynamic answers', () => {
  it('prefers brotli, and the body decodes to the same JSON', async () => {
    const response = await get('/probe/grande', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(LARGE);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(LARGE).length / 2);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const response = await get('/probe/grande', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(LARGE);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
  ])('sends plain JSON with %s, still saying it varies', async (_name, headers) => {
    const response = await get('/probe/grande', headers);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(LARGE);
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it(`leaves answers under ${COMPRESSION_THRESHOLD} bytes plain`, async () => {
    const response = await get('/probe/pequeno', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('never compresses twice: an answer already encoded passes untouched', async () => {
    const response = await get('/probe/codificado', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(ALREADY_GZIPPED)).toBe(true);
  });

  it('never compresses Server-Sent Events (a compressor would hold pushes back)', async () => {
    const response = await get('/probe/eventos', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(EVENTS);
  });
});

describe('revalidation of compressed answers', () => {
  it('tags the content, not the encoding, and answers 304 without a body', async () => {
    const brotli = await get('/probe/grande', { 'accept-encoding': 'br' });
    const plain = await get('/probe/grande');
    const etag = String(brotli.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect(plain.headers.etag).toBe(etag);

    const again = await get('/probe/grande', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('accept-encoding');
  });

  it('compresses a real answer of the server the same way (the OpenAPI document)', async () => {
    const response = await t.get('/api/docs', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty(
      'openapi',
    );
  });
});
