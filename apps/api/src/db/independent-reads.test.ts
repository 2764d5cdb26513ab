import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../../test/helper.ts';
import { openDatabase, type Database, type Db } from './client.ts';
import { independentReads } from './independent-reads.ts';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: POSTGRES_URL, pgliteDir: '' });
});
afterAll(() => database.close());

/** Two reads that note when they start and end; the first sleeps so an overlap shows. */
async function twoReads(db: Db) {
  const log: string[] = [];
  const read = (name: string, seconds: number) => async () => {
    log.push(`start ${name}`);
    await db.execute(sql`select pg_sleep(${seconds})`);
    log.push(`end ${name}`);
    return name;
  };
  const results = await independentReads(db, [read('a', 0.05), read('b', 0)]);
  return { log, results };
}

describe('independentReads', () => {
  it('reads side by side on the pool', async () => {
    const { log, results } = await twoReads(database.db);
    expect(results).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('reads one after the other in a transaction, one connection', async () => {
    const { log, results } = await database.db.transaction((tx) => twoReads(tx));
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
