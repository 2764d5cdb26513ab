import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria, createNoticia } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { newsPageQuery } from './repository.ts';

interface Explainer {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

// Issue 13: a news page reads its rows in index order; it never sorts the category's news.
let t: TestApp;
let categoriaId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoriaId = (await createCategoria(t.db)).id;
  for (let i = 0; i < 30; i += 1) await createNoticia(t.db, { categoriaId });
});
afterAll(() => t.close());

describe('the news list query plan', () => {
  it('walks noticia_categoria_data_idx in order, with no sort step', async () => {
    const query = newsPageQuery(t.db, { categoriaId, limit: 12, offset: 12 }).toSQL();
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`analyze noticia`);
      // A table this small would be read whole: ask for the plan a large one gets.
      await tx.execute(sql`set local enable_seqscan = off`);
      const client = (tx as unknown as { session: { client: Explainer } }).session.client;
      const result = await client.query(`explain ${query.sql}`, query.params);
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('noticia_categoria_data_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
