import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../problem.ts';

/** A column of another table that points at a record, and optionally which of its rows count. */
export interface Use {
  column: AnyPgColumn;
  where?: SQL;
}

/** Whether any row of `uses` points at the record `id`. */
export async function isUsed(db: Db, uses: Use[], id: number): Promise<boolean> {
  for (const use of uses) {
    const [row] = await db
      .select({ one: sql`1` })
      .from(use.column.table)
      .where(and(eq(use.column, id), use.where))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * Refuses (400, the Portuguese `message`) to delete a record other records still point at:
 * the database would refuse it too (a 500), or cascade away what must stay (issue 11).
 */
export async function refuseWhileUsed(db: Db, uses: Use[], id: number, message: string) {
  if (await isUsed(db, uses, id)) throw new HttpProblem(400, message);
}
