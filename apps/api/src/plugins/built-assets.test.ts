import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { precompressDir } from '../../scripts/precompress.ts';
import { IMMUTABLE } from './built-assets.ts';

// Issue 13: built assets leave precompressed (written once at build time) and hashed ones are
// cached for a year; the page itself is revalidated on every visit.
const SCRIPT = `export const pilotos = ${JSON.stringify(Array.from({ length: 150 }, (_, i) => `Piloto ${i}`))};`;
const STYLE = `.placar { color: #c00; }\n`.repeat(80);
const INDEX = `<html><head><title>Stock Car</title><!--runtime-config--></head><body>${'<p>site</p>'.repeat(200)}</body></html>`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
// The service worker and manifests of trackside mode (docs/decisions/0029), large enough to be
// precompressed like the real ones.
const WORKER = `self.addEventListener('fetch', () => {});\n${SCRIPT}`;
const MANIFEST = JSON.stringify({
  name: 'Stock Car',
  icons: Array.from({ length: 30 }, (_, i) => ({ src: `/icons/i-${i}.png`, sizes: '192x192' })),
});

let t: TestApp;
let fixtures: string;
let web: string;

async function writeBuild(dir: string, files: Record<string, string>) {
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  await precompressDir(dir);
}

beforeAll(async () => {
  fixtures = await mkdtemp(path.join(tmpdir(), 'stockcar-built-assets-'));
  web = path.join(fixtures, 'web');
  const admin = path.join(fixtures, 'admin');
  await writeBuild(web, {
    'index.html': INDEX,
    'assets/home-Ab12Cd34.js': SCRIPT,
    'assets/home-Ef56Gh78.css': STYLE,
    'favicon.svg': ICON,
    'sw.js': WORKER,
    'registerSW.js': "navigator.serviceWorker.register('/sw.js')",
    'manifest.webmanifest': MANIFEST,
    'manifests/proseries.webmanifest': MANIFEST,
  });
  await writeBuild(admin, { 'index.html': INDEX, 'assets/index-Ij90Kl12.js': SCRIPT });
  t = await createTestApp({ WEB_DIST_DIR: web, ADMIN_DIST_DIR: admin });
});
afterAll(async () => {
  await t.close();
  await rm(fixtures, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('precompressed files at build time', () => {
  it('writes .br and .gz for compressible files worth it; not for index.html or tiny files', () => {
    for (const file of ['assets/home-Ab12Cd34.js', 'assets/home-Ef56Gh78.css']) {
      expect(existsSync(path.join(web, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(web, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(path.join(web, 'index.html.br'))).toBe(false);
    expect(existsSync(path.join(web, 'favicon.svg.br'))).toBe(false);
  });

  it.each([
    ['/assets/home-Ab12Cd34.js', 'application/javascript', SCRIPT],
    ['/assets/home-Ef56Gh78.css', 'text/css', STYLE],
    ['/admin/assets/index-Ij90Kl12.js', 'application/javascript', SCRIPT],
  ] as const)(
    '%s: brotli from the .br file, with the content type of the original',
    async (url, type, text) => {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe(`${type}; charset=utf-8`);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(text);
      // The build's file itself (highest quality), not a compression made for this request.
      const built = url.startsWith('/admin/') ? url.replace('/admin', 'admin') : `web${url}`;
      expect(response.rawPayload.equals(readFileSync(path.join(fixtures, `${built}.br`)))).toBe(
        true,
      );
    },
  );

  it('gzip from the .gz file, the plain file without Accept-Encoding', async () => {
    const gzip = await get('/assets/home-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/home-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('cache policy of built files', () => {
  it.each(['identity', 'br', 'gzip'])(
    'hashed assets are immutable for a year (%s)',
    async (encoding) => {
      const response = await get('/assets/home-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    },
  );

  it('unhashed files for an hour', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/', '/stockcar/proseries/novidade', '/admin/', '/admin/equipe'])(
    'the page at %s is revalidated (no-cache) and compressed by the server',
    async (url) => {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain('<script id="runtime-config"');
    },
  );

  it('a made-up path is the not-found page, status 404, revalidated and compressed', async () => {
    const response = await get('/noticias', { accept: '*/*', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('noindex');
  });

  it('media keep their one-day policy', async () => {
    await writeFile(path.join(t.dataDir, 'media', 'logo.png'), Buffer.from([0x89, 0x50]));
    const response = await get('/media/logo.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('trackside mode files (docs/decisions/0029)', () => {
  it.each([
    ['/sw.js', 'br'],
    ['/sw.js', 'identity'],
    ['/registerSW.js', 'identity'],
  ])('%s (%s) is revalidated on every visit, never kept as immutable', async (url, encoding) => {
    const response = await get(url, { 'accept-encoding': encoding });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/manifest.webmanifest', 'identity'],
    ['/manifests/proseries.webmanifest', 'identity'],
    ['/manifests/proseries.webmanifest', 'br'],
  ])('%s (%s) is a web app manifest', async (url, encoding) => {
    const response = await get(url, { 'accept-encoding': encoding });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body =
      encoding === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
    expect(JSON.parse(body)).toMatchObject({ name: 'Stock Car' });
  });
});
