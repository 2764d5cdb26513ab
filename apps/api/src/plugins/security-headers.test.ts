import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria } from '../../test/factories.ts';
import { TEST_API_KEY, createTestApp, type TestApp } from '../../test/helper.ts';

/** Finding 4 of issue 12: no security headers at all; the login page could be framed. */
let t: TestApp;
let plain: TestApp;

async function withBuiltSite(dataDir: string) {
  const dist = path.join(dataDir, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<html><head><title>Stock Car</title><!--runtime-config--></head><body></body></html>',
  );
  return dist;
}

beforeAll(async () => {
  plain = await createTestApp();
  t = await createTestApp({
    PUBLIC_URL: 'https://stockcar.example.com',
    WEB_DIST_DIR: await withBuiltSite(plain.dataDir),
  });
  await createCategoria(t.db, { id: 1 });
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const page = (url: string, app = t) => app.app.inject({ url, headers: { accept: 'text/html' } });

function directives(csp: string | undefined) {
  return Object.fromEntries(
    (csp ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it('the login page carries a strict CSP and cannot be framed', async () => {
    const res = await page('/stockclub/login');
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['frame-src']).toBe('https://www.youtube.com https://www.youtube-nocookie.com');
    // Trackside mode (docs/decisions/0029): the site's own service worker and manifests only.
    expect(csp['worker-src']).toBe("'self'");
    expect(csp['manifest-src']).toBe("'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('API answers carry a shorter set, with the referrer policy and permissions policy', async () => {
    const res = await t.app.inject({
      url: '/api/v1/Categoria/1',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(res.statusCode).toBe(200);
    // An answer of data loads nothing: its CSP allows nothing, and it is never framed.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Headers only a document reads are left to pages (headers are never compressed).
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    const pageAnswer = await page('/stockclub/login');
    expect(pageAnswer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = res.headers['permissions-policy'] as string;
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('geolocation=()');
    expect(permissions).toContain('fullscreen=(self "https://www.youtube.com"');
  });

  it('pages whose URL carries a secret send no referrer at all', async () => {
    for (const url of [
      '/stockclub/redefinir-senha?h=abc&c=123',
      '/stockclub/confirmacao-registro?hash=abc',
      '/stockclub/revogar-autorizacao?h=abc',
      '/stockclub/login?u=YW5hQGV4LmNvbQ==',
    ]) {
      expect((await page(url)).headers['referrer-policy'], url).toBe('no-referrer');
    }
    expect((await page('/stockcar/proseries')).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('HSTS only when the public address is https', async () => {
    expect((await page('/stockcar/proseries')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const res = await plain.app.inject({ url: '/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('every error is problem+json (finding 8)', () => {
  /** A POST of a raw body with this media type, as a client that sends it by mistake. */
  const post = (url: string, contentType: string, payload: string | object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': contentType },
      payload,
    });
  const expectProblem = (res: Awaited<ReturnType<typeof post>>, status: number) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
  };

  it('a malformed percent-escape in the path', async () => {
    const res = await t.app.inject({
      url: '/api/v1/Noticias/%E0%A4%A',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expectProblem(res, 400);
    expect(res.json()).toMatchObject({ status: 400, detail: 'Requisição inválida.' });
    // Answered before routing and hooks, yet with the same security headers.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('a CV upload that is not multipart is 415', async () => {
    const res = await post('/api/v1/RH/Candidato/Curriculo', 'application/json', {
      idCandidato: 1,
    });
    expectProblem(res, 415);
    expect(res.json()).toMatchObject({ status: 415, detail: 'Tipo de conteúdo não suportado.' });
  });

  it('an unknown body media type and broken JSON', async () => {
    expectProblem(await post('/api/v1/Patrocinador', 'application/xml', '<lead/>'), 415);
    expectProblem(await post('/api/v1/Patrocinador', 'application/json', '{"empresa": '), 400);
  });
});
