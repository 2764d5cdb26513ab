import { createHash } from 'node:crypto';
import pg from 'pg';

export type ExclusiveRun<T> = { ran: true; result: T } | { ran: false };

/**
 * The job's advisory-lock key: 64 bits of a hash of its name, so jobs need no registry of
 * numbers and two jobs never share a key by accident.
 */
export function jobLockKey(name: string): bigint {
  return createHash('sha256').update(`stockcar:job:${name}`).digest().readBigInt64BE(0);
}

/**
 * Runs `work` on one instance at a time (DESIGN.md: jobs run once across instances).
 *
 * On PostgreSQL (`databaseUrl` set) the run opens a connection of its own and asks for the
 * job's session-level advisory lock without waiting: the instance that gets it does the work,
 * the others skip this turn. Closing that connection releases the lock, as a killed process
 * or a database restart also does. https://www.postgresql.org/docs/current/explicit-locking.html#ADVISORY-LOCKS
 *
 * The work runs its own short statements on the app's pool, so the lock holds no rows. The
 * lock's connection is not the pool's: a pooled connection held idle for the whole run has
 * nobody listening for its errors, and a server ending it would crash the process. Here a lost
 * connection aborts `lockLost`, and the work stops at its next safe point.
 *
 * Without a URL the database is the embedded one, in this process only: it just runs.
 */
export async function runExclusive<T>(
  databaseUrl: string | undefined,
  name: string,
  work: (lockLost: AbortSignal) => Promise<T>,
): Promise<ExclusiveRun<T>> {
  const lost = new AbortController();
  if (!databaseUrl) return { ran: true, result: await work(lost.signal) };
  // A database that does not answer fails this turn instead of holding up the server's close.
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', (err) => lost.abort(err));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [jobLockKey(name).toString()],
    );
    if (rows[0]?.locked !== true) return { ran: false };
    return { ran: true, result: await work(lost.signal) };
  } finally {
    // Ending the session releases its advisory locks; a lost connection has nothing to end.
    await client.end().catch(() => undefined);
  }
}
