import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { b2bProduto, b2bProposta } from '../../db/schema/index.ts';

// Also read by the pages' heads (modules/paginas).
export { findActiveProduct } from '../../db/queries/b2b.ts';

export function findActiveProducts(db: Db) {
  return db
    .select()
    .from(b2bProduto)
    .where(eq(b2bProduto.ativo, true))
    .orderBy(asc(b2bProduto.ordem), asc(b2bProduto.id));
}

export async function insertProposal(db: Db, values: typeof b2bProposta.$inferInsert) {
  const [row] = await db.insert(b2bProposta).values(values).returning({ id: b2bProposta.id });
  return row?.id ?? 0;
}
