import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POSTGRES_URL } from '../../test/helper.ts';
import { openDatabase, type Database } from './client.ts';

/*
 * PostgreSQL (127.0.0.1:5432, database `test`) runs on every machine of this project. A server
 * that ends an idle pooled connection (restart, failover, an admin's terminate) must not take
 * the API process down.
 */
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: POSTGRES_URL, pgliteDir: '' });
});
afterAll(() => database.close());

describe('PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and the next query works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await database.db.execute(sql`select pg_backend_pid() as pid`);
    const pid = Number((result as unknown as { rows: { pid: number }[] }).rows[0]?.pid);
    expect(pid).toBeGreaterThan(0);

    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());

    await expect(database.ping()).resolves.toBeUndefined();
    expect(warn.mock.calls[0]?.join(' ')).toContain('idle connection lost');
  });

  it('survives the server ending a connection inside a transaction: only the transaction fails', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_backend_pid() as pid`);
      const pid = Number((result as unknown as { rows: { pid: number }[] }).rows[0]?.pid);
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // Between two statements the connection ends while no query waits for it: unheard, that
      // 'error' is an uncaught exception (Vitest reports it and the run fails).
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
