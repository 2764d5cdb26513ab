import type { Page } from '@playwright/test';
import { createActiveMember, logIn } from './club-support.ts';
import { expect, test } from './fixtures.ts';

/*
 * Issue 14, docs/decisions/0031: the public pages come rendered from the server with the data
 * that made them, and the browser takes them over (hydration) without a mismatch and without
 * asking the API for that data again.
 */

const PRO = '/stockcar/proseries';

/** An article of the seed, as a fan finds it on the news list. */
async function anArticle(page: Page): Promise<string> {
  const response = await page.request.get(`${PRO}/novidade`);
  const href = /href="(\/stockcar\/proseries\/noticia\/\d+)"/.exec(await response.text())?.[1];
  if (!href) throw new Error('the news list links to an article');
  return href;
}

/** The errors and warnings the page logs from now on (hydration mismatches among them). */
function problemsLogged(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  // Service workers are blocked in these tests; Playwright says so in the console.
  return () => problems.filter((text) => !text.includes('Service Worker'));
}

/** The page's own name, from the head the server wrote from the database. */
const nameInTitle = (html: string) => /<title>([^|<]+?)(?: \|[^<]*)?<\/title>/.exec(html)?.[1];

type DroppedBlocks = Window & { droppedBlocks?: string[] };

/**
 * Runs in the page before its scripts: notes the footer or the partner logos leaving the DOM,
 * which is what React does to a block the server rendered when it renders that block anew.
 */
function recordDroppedBlocks() {
  const dropped: string[] = [];
  (window as DroppedBlocks).droppedBlocks = dropped;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element && node.matches('footer, section.sponsors')) {
          dropped.push(node.className);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

const PAGES: { kind: string; path: (page: Page) => Promise<string> | string }[] = [
  { kind: 'category home', path: () => PRO },
  { kind: 'article', path: anArticle },
  { kind: 'standings', path: () => `${PRO}/classificacao` },
  { kind: 'stages', path: () => `${PRO}/etapa` },
  { kind: 'driver', path: () => `${PRO}/piloto/1` },
  { kind: 'news list', path: () => `${PRO}/novidade` },
  { kind: 'formula-4 in English', path: () => '/stockcar/formula-4/classificacao?idioma=en' },
  { kind: 'Stock Club login', path: () => '/stockclub/login' },
];

test.describe('server-rendered public pages', () => {
  for (const { kind, path } of PAGES) {
    test(`${kind}: the first answer carries the page, which hydrates without asking again`, async ({
      page,
      browser,
    }) => {
      const url = await path(page);
      const first = await page.request.get(url, { headers: { accept: '*/*' } });
      expect(first.status()).toBe(200);
      const html = await first.text();
      expect(html).toMatch(/<div id="root"><[a-z]/);
      expect(html).toContain('<main id="conteudo"');
      expect(html).toContain('<script id="query-state" type="application/json">');

      // Without JavaScript the content is there: the page's heading, named as in the head.
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const still = await noScript.newPage();
      await still.goto(url);
      const heading = still.getByRole('main').getByRole('heading', { level: 1 });
      const name = nameInTitle(html);
      if (kind === 'article' || kind === 'driver') await expect(heading).toHaveText(name ?? '');
      else await expect(heading).toBeVisible();
      await noScript.close();

      const problems = problemsLogged(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.addInitScript(recordDroppedBlocks);
      await page.goto(url); // the fixture waits for hydration
      await page.waitForLoadState('networkidle');
      expect(problems()).toEqual([]);
      expect(apiCalls).toEqual([]);
      // The lazy blocks below the content are hydrated, not thrown away and rendered again.
      await expect(page.locator('footer.footer')).toBeVisible();
      expect(await page.evaluate(() => (window as DroppedBlocks).droppedBlocks)).toEqual([]);
    });
  }

  test("formula-4's English pages write their links in English, so a click before hydration stays", async ({
    page,
    browser,
  }) => {
    const siteLinks = async (url: string) => {
      const html = await (await page.request.get(url)).text();
      return [...html.matchAll(/href="(\/stockcar\/[^"]*)"/g)].map(([, href]) =>
        (href ?? '').replaceAll('&amp;', '&'),
      );
    };
    // Queries of their own keep both pages out of the page cache: each is rendered here.
    const english = await siteLinks(`/stockcar/formula-4?idioma=en&antes=${Date.now()}`);
    const formula4 = english.filter((href) => href.startsWith('/stockcar/formula-4'));
    expect(formula4.length).toBeGreaterThan(5);
    for (const href of formula4) expect(href).toMatch(/[?&]idioma=/);
    const others = english.filter((href) => !href.startsWith('/stockcar/formula-4'));
    expect(others.length).toBeGreaterThan(0);
    for (const href of others) expect(href).not.toContain('idioma=');
    // Rendered right after an English page, a Portuguese one is rendered too (the last render's
    // language does not carry over), and its links stay plain.
    const portuguese = await siteLinks(`/stockcar/formula-4/etapa?depois-do-ingles=${Date.now()}`);
    expect(
      portuguese.filter((href) => href.startsWith('/stockcar/formula-4')).length,
    ).toBeGreaterThan(5);
    for (const href of portuguese) expect(href).not.toContain('idioma=en');

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/stockcar/formula-4?idioma=en');
    await still.locator('a[href^="/stockcar/formula-4/classificacao"]').first().click();
    await expect(still).toHaveURL(/\/stockcar\/formula-4\/classificacao\?idioma=en$/);
    await expect(still.locator('html')).toHaveAttribute('lang', 'en');
    await noScript.close();
  });

  test('once hydrated, links navigate inside the app and fetch what the next page needs', async ({
    page,
  }) => {
    await page.goto(PRO);
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page
      .getByRole('navigation', { name: 'Categorias' })
      .getByRole('link', { name: 'E-STOCK' })
      .click();
    await expect(page).toHaveURL('/stockcar/e-stock');
    await expect(page.locator('.site')).toHaveAttribute('data-categoria', 'e-stock');
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(apiCalls.some((url) => url.includes('/Categoria/'))).toBe(true);
  });

  test("the Stock Club's doors are rendered; its member pages and unknown paths are not", async ({
    page,
  }) => {
    const login = await page.request.get('/stockclub/login');
    expect(await login.text()).toMatch(/<div id="root"><[a-z]/);
    await page.goto('/stockclub/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    const member = await page.request.get('/stockclub/meu-perfil');
    expect(await member.text()).toContain('<div id="root"></div>');
    const unknown = await page.request.get(`${PRO}/pagina-que-nao-existe`);
    expect(unknown.status()).toBe(404);
    await page.goto(`${PRO}/pagina-que-nao-existe`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a signed-in member at the club's doors is sent on by the guard, with no hydration error", async ({
    page,
    request,
  }) => {
    // A member is made and signs in through the form first: as long as the club's login tests.
    test.slow();
    const member = await createActiveMember(request);
    await logIn(page, member.email, member.senha);
    const problems = problemsLogged(page);

    // The server rendered the login for a visitor; the member's browser renders it again, so
    // the guard runs and sends the member to the club's home (fan-club.md §2).
    await page.goto('/stockclub/login');
    await expect(page).toHaveURL(/\/stockclub\/home$/);
    await expect(page.getByText('Olá, Teste!')).toBeVisible();

    // The sign-up sends no one on: the member sees it with their own menu (logout), which the
    // visitor's page from the server has not.
    await page.goto('/stockclub/cadastro');
    await expect(page).toHaveURL(/\/stockclub\/cadastro$/);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems()).toEqual([]);
  });
});
