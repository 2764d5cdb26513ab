import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { CODE_DIR } from '../code-dir.ts';

export type Schema = typeof schema;
/** The query interface shared by both drivers; repositories only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(CODE_DIR, 'db/migrations');

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` ('memory://' for tests). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** PostgreSQL connections in the pool (DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number;
  pgliteDir: string;
  /** Called with every statement; tests count queries with it. */
  onQuery?: (sql: string) => void;
}): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : false;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, logger);
  return openPglite(options.pgliteDir, logger);
}

type QueryLogger = false | { logQuery: (sql: string) => void };

async function openPglite(dataDir: string, logger: QueryLogger): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number, logger: QueryLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (a restart, a failover, an admin's terminate) emits
  // 'error' on the pool; unheard, Node treats it as an uncaught exception and the process
  // dies. The pool drops that client and opens a new one on the next query; /ready reports
  // an outage. https://node-postgres.com/apis/pool#error
  pool.on('error', (error) => console.warn('PostgreSQL: idle connection lost:', error.message));
  // A client checked out for a transaction has no pool listener while it is out: when the
  // server ends its connection, its 'error' would be uncaught and end the process (found by
  // `npm run test:faults`). Heard here, the transaction's query fails with it and the pool
  // drops the dead client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, logger });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
