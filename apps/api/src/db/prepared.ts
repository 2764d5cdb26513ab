import type { Db } from './client.ts';

/**
 * A hot query built and prepared once per database handle (drizzle `.prepare(name)`): the
 * query builder runs once instead of per call, and on PostgreSQL each connection parses the
 * named statement once. `name` must be unique per SQL text (node-postgres refuses a name
 * reused for another text on the same connection).
 * https://orm.drizzle.team/docs/perf-queries#prepared-statement
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    const found = byDb.get(db);
    if (found) return found;
    const made = build(db);
    byDb.set(db, made);
    return made;
  };
}
