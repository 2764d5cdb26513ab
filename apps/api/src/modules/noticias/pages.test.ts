import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria, createGaleria, createNoticia } from '../../../test/factories.ts';
import { standInWebBuild } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let newsId: number;
let galleryId: number;

beforeAll(async () => {
  const webDir = await standInWebBuild();
  t = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://www.stockcar.test' });
  await createCategoria(t.db, { id: 1 });
  newsId = (
    await createNoticia(t.db, {
      categoriaId: 1,
      titulo: { 'pt-br': 'Pole "histórica" em Interlagos' },
      texto: { 'pt-br': '<p>Primeiro <strong>parágrafo</strong> da notícia.</p><p>Segundo.</p>' },
      imagem: '/media/seed/noticia-1.svg',
    })
  ).id;
  galleryId = (
    await createGaleria(t.db, { categoriaId: 1, titulo: { 'pt-br': 'Fotos da largada' } }, 2)
  ).id;
});
afterAll(() => t.close());

const head = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('server-filled head of shareable pages', () => {
  it('gives an article its title, first paragraph and absolute Open Graph image', async () => {
    const res = await t.app.inject({ url: `/stockcar/stockcarproseries/noticia/${newsId}` });
    expect(res.statusCode).toBe(200);
    // The web's document title for the article: its headline and the category's name.
    expect(res.body).toContain(
      '<title>Pole &quot;histórica&quot; em Interlagos | Stock Car Pro Series</title>',
    );
    expect(head(res.body, 'og:title')).toBe(
      'Pole &quot;histórica&quot; em Interlagos | Stock Car Pro Series',
    );
    expect(head(res.body, 'og:description')).toBe('Primeiro parágrafo da notícia.');
    expect(head(res.body, 'description')).toBe('Primeiro parágrafo da notícia.');
    // index.html's own description is replaced, not repeated (issue 15).
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(head(res.body, 'og:image')).toBe('https://www.stockcar.test/og/seed/noticia-1.svg.jpg');
    expect(res.body).toContain('id="runtime-config"');
  });

  it('gives a gallery its title and first image', async () => {
    const res = await t.app.inject({ url: `/stockcar/proseries/galeria/${galleryId}` });
    expect(head(res.body, 'og:title')).toBe('Fotos da largada | Stock Car Pro Series');
    expect(head(res.body, 'og:description')).toBe('Galeria de fotos: Fotos da largada');
    expect(head(res.body, 'og:image')).toBe(`https://www.stockcar.test/m/g${galleryId}-0.svg`);
  });

  it('answers 404 with the not-found page for an unknown article (the app shows its state)', async () => {
    const res = await t.app.inject({ url: '/stockcar/proseries/noticia/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('og:title');
    expect(res.body).toContain('id="runtime-config"');
    expect((await t.app.inject({ url: '/stockcar/proseries/noticia/abc' })).statusCode).toBe(404);
  });
});
