import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria, createNoticia } from '../../../test/factories.ts';
import { standInWebBuild } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

// Issue 15: each category's news as RSS 2.0, announced in the head of its pages.
const SITE = 'https://www.stockcar.test';
const FEED = '/stockcar/proseries/novidade/rss.xml';
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'category',
});
const HOUR = 3_600_000;

let t: TestApp;
let older: Awaited<ReturnType<typeof createNoticia>>;
let newer: Awaited<ReturnType<typeof createNoticia>>;

beforeAll(async () => {
  const webDir = await standInWebBuild();
  t = await createTestApp({ PUBLIC_URL: SITE, WEB_DIST_DIR: webDir });
  await createCategoria(t.db, { id: 1, slug: 'proseries' });
  await createCategoria(t.db, { id: 3, slug: 'stock-series' });
  older = await createNoticia(t.db, {
    categoriaId: 1,
    titulo: { 'pt-br': 'Largada em Goiânia' },
    texto: { 'pt-br': '<p>Primeiro &amp; <strong>único</strong> parágrafo.</p><p>Segundo.</p>' },
    dataPublicacao: new Date('2025-03-01T12:00:00Z'),
    tags: ['goiania', 'largada'],
    imagem: '/media/imagens/abc123/1280.jpg',
    imagemAlt: 'Carros na largada',
  });
  newer = await createNoticia(t.db, {
    categoriaId: 1,
    titulo: { 'pt-br': 'Pole <& vitória' },
    texto: { 'pt-br': '<p>Sem imagem.</p>' },
    dataPublicacao: new Date('2025-03-02T18:30:00Z'),
    imagem: '',
  });
  await createNoticia(t.db, {
    categoriaId: 1,
    titulo: { 'pt-br': 'Rascunho' },
    status: 'rascunho',
  });
  await createNoticia(t.db, {
    categoriaId: 1,
    titulo: { 'pt-br': 'Agendada' },
    status: 'agendada',
    dataPublicacao: new Date(Date.now() + HOUR),
  });
  await createNoticia(t.db, { categoriaId: 3, titulo: { 'pt-br': 'Da Stock Series' } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

interface Item {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
  category?: string[];
  'media:content'?: Record<string, string | Record<string, string>>;
}

async function channelOf(url: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(XMLValidator.validate(res.body)).toBe(true);
  const { rss } = parser.parse(res.body);
  expect(rss['@_version']).toBe('2.0');
  return { res, channel: rss.channel, items: (rss.channel.item ?? []) as Item[] };
}

describe('GET /stockcar/{categoria}/novidade/rss.xml', () => {
  it('is an RSS 2.0 channel in Portuguese, cacheable for a few minutes', async () => {
    const { res, channel } = await channelOf(FEED);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(channel.title).toBe('Stock Car Pro Series · Novidades');
    expect(channel.link).toBe(`${SITE}/stockcar/proseries/novidade`);
    expect(channel.description).toBe('Stock Car Pro Series: as últimas notícias.');
    expect(channel.language).toBe('pt-BR');
    expect(channel['atom:link']['@_href']).toBe(`${SITE}${FEED}`);
    expect(channel.lastBuildDate).toBe(newer.dataPublicacao.toUTCString());
  });

  it("lists the category's published news only, newest first", async () => {
    const { items } = await channelOf(FEED);
    expect(items.map((item) => item.title)).toEqual(['Pole <& vitória', 'Largada em Goiânia']);
  });

  it('gives each item its permalink, RFC 822 date, text excerpt, tags and image', async () => {
    const { items } = await channelOf(FEED);
    const [first, second] = items;
    const link = `${SITE}/stockcar/proseries/noticia/${older.id}`;
    expect(second).toMatchObject({
      link,
      guid: { '#text': link, '@_isPermaLink': 'true' },
      pubDate: 'Sat, 01 Mar 2025 12:00:00 GMT',
      description: 'Primeiro & único parágrafo.',
      category: ['goiania', 'largada'],
      'media:content': {
        '@_url': `${SITE}/media/imagens/abc123/1280.jpg`,
        '@_medium': 'image',
        '@_type': 'image/jpeg',
        'media:description': 'Carros na largada',
      },
    });
    expect(second?.pubDate).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(first?.['media:content']).toBeUndefined();
  });

  it('escapes a headline with < and & (the raw XML holds entities)', async () => {
    const { res } = await channelOf(FEED);
    expect(res.body).toContain('<title>Pole &lt;&amp; vitória</title>');
  });

  it('takes any alias of the category and answers 404 for an unknown one', async () => {
    const { items } = await channelOf('/stockcar/stockcarproseries/novidade/rss.xml');
    expect(items).toHaveLength(2);
    expect((await channelOf('/stockcar/stock-series/novidade/rss.xml')).items).toHaveLength(1);
    expect((await get('/stockcar/nada/novidade/rss.xml')).statusCode).toBe(404);
    // A category of the site the database does not have.
    expect((await get('/stockcar/formula-4/novidade/rss.xml')).statusCode).toBe(404);
  });
});

describe('feed discovery', () => {
  const feedLink = `<link rel="alternate" type="application/rss+xml" title="Stock Car Pro Series · Novidades" href="${SITE}${FEED}">`;

  it("is in the head of the category's pages, served as HTML", async () => {
    for (const url of ['/stockcar/proseries/novidade', `/stockcar/proseries/noticia/${older.id}`]) {
      const page = await get(url, { accept: 'text/html' });
      expect(page.statusCode, url).toBe(200);
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expect(head, url).toContain(feedLink);
      expect(page.body.match(/application\/rss\+xml/g), url).toHaveLength(1);
    }
  });

  it('is absent where no category is in the path', async () => {
    const page = await get('/stockclub/login', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('application/rss+xml');
  });
});
