import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/** Rows deleted per statement: a large backlog goes in many short statements, never one long lock. */
export const RETENTION_BATCH_SIZE = 500;

/**
 * Calls `deleteBatch` until a batch comes back short (nothing left) or the server is closing.
 * Each batch is its own statement and transaction. Returns how many rows went.
 */
export async function inBatches(
  options: { size: number; signal: AbortSignal },
  deleteBatch: (limit: number) => Promise<number>,
): Promise<number> {
  let total = 0;
  while (!options.signal.aborted) {
    const deleted = await deleteBatch(options.size);
    total += deleted;
    if (deleted < options.size) break;
  }
  return total;
}

/**
 * Deletes up to `limit` rows matching `where`, picked by key. `where` is checked again by the
 * DELETE itself, so a row that changed since it was picked (PostgreSQL re-reads it) stays.
 */
export async function deleteSome(
  db: Db,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const picked = db.select({ key }).from(table).where(where).limit(limit);
  const deleted = await db
    .delete(table)
    .where(and(inArray(key, picked), where))
    .returning({ key });
  return deleted.length;
}
