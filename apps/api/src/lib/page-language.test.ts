import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria, createNoticia } from '../../test/factories.ts';
import { standInWebBuild } from '../../test/files.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { injectLanguage } from './page-language.ts';

// Decision 0030: formula-4 pages are English at ?idioma=en, and both languages name each other.
const SITE = 'https://www.stockcar.test';
let t: TestApp;
let f4NewsId: number;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: await standInWebBuild(), PUBLIC_URL: SITE });
  await createCategoria(t.db, { id: 1, slug: 'proseries' });
  await createCategoria(t.db, { id: 4, slug: 'formula-4' });
  f4NewsId = (await createNoticia(t.db, { categoriaId: 4 })).id;
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const htmlLang = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe('the served page’s language (decision 0030)', () => {
  it('serves a formula-4 page in Portuguese, naming its English version', async () => {
    const html = await page('/stockcar/formula-4/etapa');
    expect(htmlLang(html)).toBe('pt-BR');
    expect(hreflangs(html)).toEqual({
      'pt-BR': `${SITE}/stockcar/formula-4/etapa`,
      en: `${SITE}/stockcar/formula-4/etapa?idioma=en`,
      'x-default': `${SITE}/stockcar/formula-4/etapa`,
    });
  });

  it('serves ?idioma=en on formula-4 (and its alias) as English, naming the Portuguese page', async () => {
    const html = await page('/stockcar/formula4?idioma=en');
    expect(htmlLang(html)).toBe('en');
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(hreflangs(html)).toEqual({
      'pt-BR': `${SITE}/stockcar/formula4`,
      en: `${SITE}/stockcar/formula4?idioma=en`,
      'x-default': `${SITE}/stockcar/formula4`,
    });
  });

  it('gives an article page with its server-filled head the same language and links', async () => {
    const html = await page(`/stockcar/formula-4/noticia/${f4NewsId}?idioma=en`);
    expect(html).toContain('og:title');
    expect(htmlLang(html)).toBe('en');
    expect(hreflangs(html)['pt-BR']).toBe(`${SITE}/stockcar/formula-4/noticia/${f4NewsId}`);
  });

  it('keeps every other category in Portuguese, ?idioma=en or not, without alternates', async () => {
    for (const url of ['/stockcar/proseries?idioma=en', '/stockcar/proseries/etapa', '/']) {
      const html = await page(url);
      expect(htmlLang(html), url).toBe('pt-BR');
      expect(html, url).not.toContain('hreflang');
    }
  });
});

describe('injectLanguage', () => {
  it('keeps the other attributes of <html> and escapes the URLs it writes', () => {
    const html = '<html class="x" lang="pt-BR"><head></head></html>';
    const out = injectLanguage(html, '/stockcar/formula-4/novidade?busca="a"&idioma=en', SITE);
    expect(out.startsWith('<html class="x" lang="en"><head>')).toBe(true);
    expect(out).toContain(
      `hreflang="pt-BR" href="${SITE}/stockcar/formula-4/novidade?busca=&quot;a&quot;"`,
    );
    expect(out).toContain(
      'hreflang="en" href="https://www.stockcar.test/stockcar/formula-4/novidade?busca=&quot;a&quot;&amp;idioma=en"',
    );
  });
});
