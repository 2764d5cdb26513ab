import { count, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fieldProblem } from '../problem.ts';

/**
 * Parent / child helpers for the console's nested content (quiz → questions → choices, survey →
 * questions → options, Stock Channel library → videos): counts and child lists for a page of
 * parents in one query each, and the check that a child names a parent that exists.
 */

/** How many children each parent has, for a page of parents, in one query. */
export async function childCounts(
  db: Db,
  parentColumn: AnyPgColumn,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ parent: parentColumn, n: count() })
    .from(parentColumn.table)
    .where(inArray(parentColumn, ids))
    .groupBy(parentColumn);
  return new Map(rows.map((r) => [r.parent as number, r.n]));
}

/** The children of a page of parents, in the given order, grouped by parent, in one query. */
export async function childrenOf<T extends PgTable, C>(
  db: Db,
  table: T,
  parentColumn: AnyPgColumn,
  ids: number[],
  orderBy: SQL[] | AnyPgColumn[],
  toChild: (row: T['$inferSelect']) => C,
): Promise<Map<number, C[]>> {
  const byParent = new Map<number, C[]>();
  if (ids.length === 0) return byParent;
  // The row's property that holds the parent column (rows are keyed by property, not column name).
  const parentKey = Object.entries(getTableColumns(table)).find(([, c]) => c === parentColumn)?.[0];
  if (parentKey === undefined) throw new Error(`${parentColumn.name} is not a column of the table`);
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(inArray(parentColumn, ids))
    .orderBy(...orderBy)) as T['$inferSelect'][];
  for (const row of rows) {
    const parent = (row as Record<string, unknown>)[parentKey] as number;
    byParent.set(parent, [...(byParent.get(parent) ?? []), toChild(row)]);
  }
  return byParent;
}

/** A child's parent must exist: otherwise a 400 on the child's field that names it. */
export async function requireParent(
  db: Db,
  idColumn: AnyPgColumn,
  id: number,
  field: string,
  message: string,
): Promise<void> {
  const [owner] = await db.select({ id: idColumn }).from(idColumn.table).where(eq(idColumn, id));
  if (!owner) throw fieldProblem(field, message);
}
