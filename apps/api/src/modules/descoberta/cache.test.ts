import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria, createNoticia } from '../../../test/factories.ts';
import { createConsoleApp, staffHeaders } from '../../../test/staff.ts';
import { sender, type Send } from '../../../test/console-crud.ts';
import type { TestApp } from '../../../test/helper.ts';

// Issue 15: the sitemaps and feeds are public reads: answered from memory until content changes.
const FEED = '/stockcar/proseries/novidade/rss.xml';
const NEWS_SITEMAP = '/sitemaps/proseries/noticias-1.xml';
let t: TestApp;
let send: Send;

beforeAll(async () => {
  // Long enough that nothing expires during the file: only a content event clears the cache.
  t = await createConsoleApp({ READ_CACHE_MS: '2000' });
  await createCategoria(t.db, { id: 1, slug: 'proseries' });
  await createNoticia(t.db, { categoriaId: 1, titulo: { 'pt-br': 'Primeira notícia' } });
  send = sender(t, (await staffHeaders(t, 'editor')).headers);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the feed and the sitemaps in the read cache', () => {
  it('answer a second read from memory, with an ETag', async () => {
    for (const url of [FEED, NEWS_SITEMAP, '/sitemap.xml', '/robots.txt']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const mark = t.queries.length;
      const second = await get(url);
      expect(t.queries.slice(mark), url).toEqual([]);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag, url).toMatch(/^W\//);
    }
  });

  it('show an article the console publishes on the next read', async () => {
    const before = await get(FEED);
    // Written behind the cache's back (no event): the cached answer stays.
    const hidden = await createNoticia(t.db, {
      categoriaId: 1,
      titulo: { 'pt-br': 'Escrita por fora' },
      dataPublicacao: new Date(Date.now() - 60_000),
    });
    expect((await get(FEED)).body).toBe(before.body);

    const created = await send('POST', '/noticias', {
      categoriaId: 1,
      titulo: { 'pt-br': 'Publicada pelo console' },
      texto: { 'pt-br': '<p>Agora mesmo.</p>' },
      status: 'publicada',
      tags: [],
      imagem: '/media/imagens/abc123/1280.jpg',
      imagemAlt: 'Pódio',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(created.json().id);

    const feed = (await get(FEED)).body;
    expect(feed).toContain('<title>Publicada pelo console</title>');
    expect(feed).toContain('<title>Escrita por fora</title>');
    const sitemap = (await get(NEWS_SITEMAP)).body;
    expect(sitemap).toContain(`/stockcar/proseries/noticia/${id}</loc>`);
    expect(sitemap).toContain(`/stockcar/proseries/noticia/${hidden.id}</loc>`);
  });
});
