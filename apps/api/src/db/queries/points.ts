import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { POINTS_BY_POSITION } from '@stockcar/shared/points-table';

/** The points table as a SQL CASE over a finishing-position column (0 when unclassified). */
export function pointsFor(position: AnyPgColumn): SQL<number> {
  const whens = POINTS_BY_POSITION.map((points, i) => sql.raw(`when ${i + 1} then ${points}`));
  return sql<number>`(case ${position} ${sql.join(whens, sql` `)} else 0 end)`;
}
