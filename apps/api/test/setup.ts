import pg from 'pg';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

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

/** Fails with the first query that was queued since the last check, named by where it ran. */
function failOnQueuedQueries(where: string) {
  const queued = state.queuedQueries?.splice(0) ?? [];
  if (queued.length > 0) {
    throw new Error(
      `${queued.length} queries queued on one connection ${where}: ${queued[0]?.stack}`,
    );
  }
}

// Before each test: what the file's set-up (its beforeAll) queued, so the test is not blamed.
beforeEach(() => failOnQueuedQueries("in the file's set-up (beforeAll)"));

afterEach(() => {
  const seen = state.consoleErrors?.splice(0) ?? [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${JSON.stringify(seen[0])}`);
  failOnQueuedQueries('in this test');
});

// After the file's own clean-up (after-hooks run in reverse order): what its afterAll queued,
// or its beforeAll when that failed and no test ran.
afterAll(() => failOnQueuedQueries("in the file's set-up or clean-up (beforeAll, afterAll)"));
