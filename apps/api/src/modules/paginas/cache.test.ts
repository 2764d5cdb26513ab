import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria } from '../../../test/factories.ts';
import { standInWebBuild } from '../../../test/files.ts';
import { sender, type Send } from '../../../test/console-crud.ts';
import { createConsoleApp, staffHeaders } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';
import { titleOf } from '../../../test/page-head.ts';

// Issue 14: the pages are cached like the public reads, and dropped with them on a content change.
let t: TestApp;
let send: Send;

beforeAll(async () => {
  // Long enough that nothing expires during the file: only a content event clears the cache.
  t = await createConsoleApp({ READ_CACHE_MS: '2000', WEB_DIST_DIR: await standInWebBuild() });
  await createCategoria(t.db, { id: 1, slug: 'proseries' });
  send = sender(t, (await staffHeaders(t, 'editor')).headers);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
const article = (titulo: string) => ({
  categoriaId: 1,
  titulo: { 'pt-br': titulo },
  texto: { 'pt-br': '<p>Agora mesmo.</p>' },
  status: 'publicada',
  tags: [],
  imagem: '/media/imagens/abc123/1280.jpg',
  imagemAlt: 'Pódio',
});

describe('pages in the read cache', () => {
  it('answer a second visit from memory, and show an edit on the next visit', async () => {
    const created = await send('POST', '/noticias', article('Primeira versão'));
    expect(created.statusCode, created.body).toBe(201);
    const url = `/stockcar/proseries/noticia/${created.json().id}`;
    const first = await get(url);
    expect(titleOf(first.body)).toBe('Primeira versão | Stock Car Pro Series');
    expect(first.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=1');
    expect(first.headers.etag).toMatch(/^W\//);
    const mark = t.queries.length;
    expect((await get(url)).body).toBe(first.body);
    expect(t.queries.slice(mark)).toEqual([]);

    const edited = await send('PUT', `/noticias/${created.json().id}`, {
      ...article('Segunda versão'),
      versao: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(titleOf((await get(url)).body)).toBe('Segunda versão | Stock Car Pro Series');
  });

  it('never keeps a not-found answer', async () => {
    const url = '/stockcar/proseries/noticia/999999';
    expect((await get(url)).statusCode).toBe(404);
    const mark = t.queries.length;
    expect((await get(url)).statusCode).toBe(404);
    expect(t.queries.length).toBeGreaterThan(mark);
  });
});
