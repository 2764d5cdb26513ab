import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Reads that do not depend on each other: side by side on the pool, one after the other in a
 * transaction. A transaction is one connection, which runs one query at a time: a query sent
 * while another runs waits in node-postgres's queue, which gains nothing and which pg 8.19+
 * deprecates with a warning (https://github.com/brianc/node-postgres/pull/3603). Functions that
 * take a `db` may be handed a transaction, so they read through this.
 */
export async function independentReads<T extends readonly unknown[] | []>(
  db: Db,
  reads: Reads<T>,
): Promise<T> {
  if (!is(db, PgTransaction)) return Promise.all(reads.map((read) => read())) as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
