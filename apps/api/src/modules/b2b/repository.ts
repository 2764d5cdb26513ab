import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { b2bProduto, b2bProposta } from '../../db/schema/index.ts';

export function findActiveProducts(db: Db) {
  return db
    .select()
    .from(b2bProduto)
    .where(eq(b2bProduto.ativo, true))
    .orderBy(asc(b2bProduto.ordem), asc(b2bProduto.id));
}

export async function findActiveProduct(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(b2bProduto)
    .where(and(eq(b2bProduto.id, id), eq(b2bProduto.ativo, true)));
  return row;
}

export async function insertProposal(db: Db, values: typeof b2bProposta.$inferInsert) {
  const [row] = await db.insert(b2bProposta).values(values).returning({ id: b2bProposta.id });
  return row?.id ?? 0;
}
