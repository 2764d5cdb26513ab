import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategoria } from '../../test/factories.ts';
import { standInWebBuild } from '../../test/files.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { MAX_WAITING_RENDERS, serverEntryFile } from './server-rendering.ts';

/*
 * The API's side of the public pages' server rendering (docs/decisions/0031): it loads the web
 * build's server entry, answers its API calls in process, hands it the CMS sanitiser, and puts
 * what it rendered into the page; a failed render leaves the page to the browser. The real
 * entry is covered by the browser tests (e2e/server-rendering.spec.ts); here a stand-in entry
 * reports what it was given. It holds the renders of pages asked with `?espera` until the test
 * lets them go (globalThis.heldRenders: the entry is imported apart from this file).
 */
const STAND_IN_ENTRY = `
let settings;
export function configureServerRendering(given) { settings = given; }
export async function renderPage(url) {
  if (url.includes('falha')) throw new Error('render failed');
  if (url.includes('espera')) await new Promise((go) => globalThis.heldRenders.push(go));
  const answer = await settings.transport(settings.config.apiBaseUrl + '/Categoria/1?idioma=pt-br', {
    headers: { 'x-api-key': settings.config.apiKey },
  });
  const { categoria } = await answer.json();
  const cms = settings.sanitizeHtml('<p>Texto<img src="x" onerror="alert(1)"></p>');
  return {
    status: 200,
    html: '<main>' + answer.status + ' ' + categoria.nomeCategoria + ' ' + cms + '</main>',
    stateHtml: '<script id="query-state" type="application/json">{"queries":[]}</script>',
  };
}
`;

let t: TestApp;

beforeAll(async () => {
  const web = await standInWebBuild();
  const index = path.join(web, 'index.html');
  const shell = (await readFile(index, 'utf8')).replace('<body>', '<body><div id="root"></div>');
  await writeFile(index, shell);
  await mkdir(path.dirname(serverEntryFile(web)), { recursive: true });
  await writeFile(serverEntryFile(web), STAND_IN_ENTRY);
  t = await createTestApp({ WEB_DIST_DIR: web });
  await createCategoria(t.db, {
    id: 1,
    slug: 'proseries',
    nome: { 'pt-br': 'Pro Series de Teste' },
  });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });

const held: (() => void)[] = [];
(globalThis as { heldRenders?: typeof held }).heldRenders = held;

describe('server rendering of the public pages', () => {
  it('puts the rendered page in #root, made from the API answered in process', async () => {
    const answer = await page('/stockcar/proseries');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"><main>200 Pro Series de Teste <p>Texto');
    expect(answer.body).toContain('</main></div><script id="query-state"');
    // The CMS sanitiser went with it: no handler survives.
    expect(answer.body).not.toContain('onerror');
  });

  it("leaves the Stock Club's member pages to the browser, but renders its doors", async () => {
    const member = await page('/stockclub/meu-perfil');
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<div id="root"></div>');
    for (const door of ['/stockclub/login', '/stockclub/cadastro']) {
      expect((await page(door)).body).toContain('<div id="root"><main>200 ');
    }
  });

  it('sends the page for the browser to render when the render fails', async () => {
    const answer = await page('/stockcar/proseries/novidade?falha=1');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.body).toContain('<title>');
  });

  it(`sends the page for the browser to render while ${MAX_WAITING_RENDERS} renders wait`, async () => {
    const waiting = Array.from({ length: MAX_WAITING_RENDERS }, (_, n) =>
      page(`/stockcar/proseries/novidade?espera=${n}`),
    );
    await vi.waitFor(() => expect(held).toHaveLength(MAX_WAITING_RENDERS));

    const overflow = await page('/stockcar/proseries/etapa');
    expect(overflow.statusCode).toBe(200);
    expect(overflow.body).toContain('<div id="root"></div>');

    held.splice(0).forEach((go) => go());
    for (const answer of await Promise.all(waiting))
      expect(answer.body).toContain('<div id="root"><main>200 ');
    // The waiting renders done, pages are rendered again.
    expect((await page('/stockcar/proseries/classificacao')).body).toContain(
      '<div id="root"><main>200 ',
    );
  });
});
