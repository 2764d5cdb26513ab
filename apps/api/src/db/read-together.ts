import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Reads<T extends readonly unknown[]> = {
  readonly [K in keyof T]: () => PromiseLike<T[K]>;
};

/**
 * Independent reads: side by side on the pool, one after the other in a transaction. A
 * transaction is one connection, which runs one query at a time: a query sent while another
 * runs waits in node-postgres's queue, which it deprecates (pg 9 removes it), and gains
 * nothing. Functions that take a `db` may be handed a transaction, so they read through this.
 */
export async function readTogether<T extends readonly unknown[] | []>(
  db: Db,
  reads: Reads<T>,
): Promise<T> {
  if (!(db instanceof PgTransaction)) {
    return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
