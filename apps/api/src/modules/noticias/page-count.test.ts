import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria, createNoticia } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

// Issue 13: paging through a list counts its rows once, not on every page.
let t: TestApp;
let categoriaId: number;
beforeAll(async () => {
  t = await createTestApp({ COUNT_CACHE_MS: '30000' });
  categoriaId = (await createCategoria(t.db)).id;
  for (let i = 0; i < 5; i += 1) await createNoticia(t.db, { categoriaId });
});
afterAll(() => t.close());

const page = async (n: number) => {
  const mark = t.queries.length;
  const res = await t.get(
    `/api/v1/Noticias/categoria/${categoriaId}?tamanhoPagina=2&numeroPagina=${n}`,
  );
  expect(res.statusCode).toBe(200);
  const counts = t.queries.slice(mark).filter((q) => /\bcount\(/i.test(q));
  return { body: res.json() as { totalPaginas: number; resultado: unknown[] }, counts };
};

describe('news pages and their total', () => {
  it('counts the filter once for all its pages, and again after a content event', async () => {
    const first = await page(1);
    expect(first.counts).toHaveLength(1);
    expect(first.body.totalPaginas).toBe(3);
    const second = await page(2);
    expect(second.counts).toHaveLength(0);
    expect(second.body.totalPaginas).toBe(3);
    expect(second.body.resultado).toHaveLength(2);

    await createNoticia(t.db, { categoriaId });
    await t.app.events.publish('conteudo', { entidade: 'noticia' });
    const third = await page(3);
    expect(third.counts).toHaveLength(1);
    expect(third.body.totalPaginas).toBe(3);
    expect(third.body.resultado).toHaveLength(2);
  });
});
