import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_KEY, createTestApp, type TestApp } from '../../test/helper.ts';

/** The staff console (apps/admin) is served by the API under /admin, from its own build. */
let t: TestApp;
let fixtures: string;

const PUBLIC_INDEX =
  '<html><head><title>Stock Car</title><!--runtime-config--></head><body>site</body></html>';
const ADMIN_INDEX =
  '<html><head><title>Console</title><!--runtime-config--></head><body>console</body></html>';
const ADMIN_ASSET = 'assets/index-Ab12Cd34.js';

/** Two tiny dist folders: the public site's and the console's. */
async function writeBuilds(root: string) {
  const web = path.join(root, 'web-dist');
  const admin = path.join(root, 'admin-dist');
  await mkdir(web, { recursive: true });
  await mkdir(path.join(admin, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), PUBLIC_INDEX);
  await writeFile(path.join(admin, 'index.html'), ADMIN_INDEX);
  await writeFile(path.join(admin, ADMIN_ASSET), 'console.log("console");');
  await writeFile(path.join(admin, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  return { web, admin };
}

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

beforeAll(async () => {
  fixtures = await mkdtemp(path.join(tmpdir(), 'stockcar-admin-web-'));
  const { web, admin } = await writeBuilds(fixtures);
  t = await createTestApp({ WEB_DIST_DIR: web, ADMIN_DIST_DIR: admin });
});
afterAll(async () => {
  await t.close();
  await rm(fixtures, { recursive: true, force: true });
});

describe('the staff console under /admin', () => {
  it.each(['/admin', '/admin/', '/admin/equipe', '/admin/equipe/3', '/admin/convite/abc'])(
    '%s answers the console page with the runtime settings (API key included)',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<body>console</body>');
      expect(response.body).not.toContain('<!--runtime-config-->');
      const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(
        response.body,
      );
      expect(JSON.parse(match?.[1] ?? '{}')).toMatchObject({
        apiKey: TEST_API_KEY,
        apiBaseUrl: '/api/v1',
      });
    },
  );

  it('serves hashed assets for a year, other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: `/admin/${ADMIN_ASSET}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain('console.log');
    const robots = await t.app.inject({ method: 'GET', url: '/admin/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves index.html raw (the runtime settings would be missing)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/index.html' });
    expect(response.body).not.toContain('<!--runtime-config-->');
  });

  it('answers a missing asset 404 problem+json, not the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin/assets/missing-0000.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('leaves the public site its own page and the API its own answers', async () => {
    const home = await page('/noticias');
    expect(home.body).toContain('<body>site</body>');
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/nada',
      headers: { accept: 'text/html' },
    });
    expect(api.body).not.toContain('<body>console</body>');
  });

  it('keeps the set-up link out of the Referer', async () => {
    const response = await page('/admin/convite/um-token-secreto');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect((await page('/admin/equipe')).headers['referrer-policy']).not.toBe('no-referrer');
  });
});
