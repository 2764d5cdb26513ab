import pg from 'pg';
import { afterEach, vi } from 'vitest';

// Noise fails tests (STYLE.md habit 10): an unexpected console.error is a failure.
// Files share a worker (isolate: false), so the console is wrapped once per worker.
const state = globalThis as typeof globalThis & {
  consoleErrors?: unknown[][];
  queuedQueries?: Error[];
};
if (!state.consoleErrors) {
  const errors: unknown[][] = [];
  state.consoleErrors = errors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
}

// A transaction is one connection: a query sent while another runs on it (a Promise.all inside
// a transaction) waits in node-postgres's queue, which it deprecates (db/independent-reads.ts).
// Its warning comes once per process and only from the third query, so every such query is
// noted here. Only tests on PostgreSQL (TEST_DATABASE_URL, as in CI) use node-postgres.
if (!state.queuedQueries) {
  const queued: Error[] = [];
  state.queuedQueries = queued;
  type ClientState = { _activeQuery: unknown; _queryQueue: unknown[] };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client & ClientState, ...args: unknown[]) {
    // Private fields of pg 8: fail loudly if an upgrade renames them, rather than check nothing.
    if (!Array.isArray(this._queryQueue) || !('_activeQuery' in this)) {
      throw new Error('node-postgres changed its Client: update the queued-query guard');
    }
    if (this._activeQuery || this._queryQueue.length > 0) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      queued.push(new Error('a query was sent while another ran on the same connection'));
      Error.stackTraceLimit = limit;
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}

afterEach(() => {
  const seen = state.consoleErrors?.splice(0) ?? [];
  const queued = state.queuedQueries?.splice(0) ?? [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${JSON.stringify(seen[0])}`);
  if (queued.length > 0)
    throw new Error(`queries queued on one connection (${queued.length}): ${queued[0]?.stack}`);
});
