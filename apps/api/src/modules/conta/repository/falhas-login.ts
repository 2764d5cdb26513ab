import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { falhaLogin } from '../../../db/schema/index.ts';

/*
 * Failed passwords by key (`rules/login-limiter.ts` names the keys and the limits), counted in
 * the database so every instance sees them (issue 12).
 */

/** When the key's `n`-th newest failure since `since` happened; undefined with fewer. */
export async function nthNewestFailure(
  db: Db,
  key: string,
  since: Date,
  n: number,
): Promise<Date | undefined> {
  const rows = await db
    .select({ at: falhaLogin.criadoEm })
    .from(falhaLogin)
    .where(and(eq(falhaLogin.chave, key), gt(falhaLogin.criadoEm, since)))
    .orderBy(desc(falhaLogin.criadoEm))
    .limit(n);
  return rows[n - 1]?.at;
}

/** One failure under each key; the keys' rows older than `windowStart` count no more. */
export async function recordFailures(db: Db, keys: string[], windowStart: Date) {
  await db.insert(falhaLogin).values(keys.map((chave) => ({ chave })));
  // The retention job sweeps the rest.
  await db
    .delete(falhaLogin)
    .where(and(inArray(falhaLogin.chave, keys), lt(falhaLogin.criadoEm, windowStart)));
}

export async function deleteFailures(db: Db, key: string) {
  await db.delete(falhaLogin).where(eq(falhaLogin.chave, key));
}

/** Deletes one key and every key that starts with `prefix`. */
export async function deleteFailuresWithPrefix(db: Db, key: string, prefix: string) {
  await db
    .delete(falhaLogin)
    .where(or(eq(falhaLogin.chave, key), sql`starts_with(${falhaLogin.chave}, ${prefix})`));
}
