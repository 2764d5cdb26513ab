import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { b2bProduto } from '../schema/index.ts';

/** A B2B product on sale: read by the proposal form's API and by the pages' heads. */
export async function findActiveProduct(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(b2bProduto)
    .where(and(eq(b2bProduto.id, id), eq(b2bProduto.ativo, true)));
  return row;
}
