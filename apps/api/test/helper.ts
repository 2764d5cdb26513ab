import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp, type App, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export const TEST_API_KEY = 'test-api-key-0123';

/** A PostgreSQL server for tests that need one whatever the suite runs on (every machine has it). */
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let workerPglite: Database | undefined;
let queryListener: ((sql: string) => void) | undefined;

/**
 * Starting PGlite costs seconds (WASM and initdb), so each test worker keeps one and gives
 * every file a clean schema: dropped and migrated again in a fraction of a second.
 */
async function resetWorkerPglite(): Promise<Database> {
  workerPglite ??= await openDatabase({
    pgliteDir: 'memory://',
    onQuery: (statement) => queryListener?.(statement),
  });
  for (const statement of [
    'drop schema if exists public cascade',
    'drop schema if exists drizzle cascade',
    'create schema public',
  ]) {
    await workerPglite.db.execute(sql.raw(statement));
  }
  await workerPglite.migrate();
  return workerPglite;
}

/**
 * A fresh migrated database for one test file: in-memory PGlite, or a new database on the
 * server named by TEST_DATABASE_URL (CI runs the suite there; `npm test` alone on PGlite).
 */
export async function createTestDatabase(
  onQuery?: (sql: string) => void,
): Promise<Database & { dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    queryListener = onQuery;
    const database = await resetWorkerPglite();
    // The instance outlives the file: the next file of this worker resets and reuses it.
    return { ...database, close: async () => {}, dispose: async () => {} };
  }
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: created.url, pgliteDir: '', onQuery });
  await database.migrate();
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on a PostgreSQL server; `drop` removes it. */
export async function createServerDatabase(serverUrl: string, prefix = 't') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The app on a fresh database, with test settings; `env` overrides any variable. */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void,
  /** A logger for tests that read what the app logs (silent otherwise). */
  logger: AppDeps['logger'] = false,
) {
  const queries: string[] = [];
  const database = await createTestDatabase((sql) => queries.push(sql));
  return appOn(database, queries, env, beforeReady, logger);
}

/**
 * One more instance of the app on an existing PostgreSQL database, with its own connection
 * pool, as another process would have (multi-instance tests); closing it keeps the database.
 */
export async function createInstanceOn(databaseUrl: string, env: Record<string, string> = {}) {
  const queries: string[] = [];
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: '',
    onQuery: (sql) => queries.push(sql),
  });
  await database.migrate();
  return appOn({ ...database, dispose: () => database.close() }, queries, env);
}

async function appOn(
  database: Database & { dispose(): Promise<void> },
  queries: string[],
  env: Record<string, string>,
  beforeReady?: (app: App) => void,
  logger: AppDeps['logger'] = false,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stockcar-test-'));
  const config = loadConfig({
    API_KEY: TEST_API_KEY,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // inject() calls come from 127.0.0.1, like a proxy in front of the app: the tests name
    // each client's address in X-Forwarded-For, as that proxy would.
    TRUST_PROXY: '127.0.0.1',
    // Tests write straight to the database, which announces nothing: reads come fresh unless
    // a test turns the read cache on (plugins/read-cache.test.ts).
    READ_CACHE_MS: '0',
    COUNT_CACHE_MS: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ADMIN_DIST_DIR: path.join(dataDir, 'no-admin-build'),
    ...env,
  });
  const app = await buildApp(config, { database, logger });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    /** Every SQL statement run so far; tests assert query counts with it. */
    queries,
    /** GET with the API key; extra headers override. */
    get: (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { 'x-api-key': TEST_API_KEY, ...headers } }),
    close: async () => {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let ipCounter = 0;
/** A new client address, so tests that post many forms stay under the per-address limits. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
