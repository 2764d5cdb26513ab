import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { TEST_API_KEY } from '../../test/helper.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './problem.ts';

/** Finding 8 of issue 12: a database outage answered 500, as if it were a bug. */
let app: App;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stockcar-outage-'));
  // Nothing listens on port 1: every query is refused, as during a PostgreSQL restart.
  const database = await openDatabase({
    databaseUrl: 'postgres://postgres@127.0.0.1:1/fora',
    pgliteDir: '',
  });
  const config = loadConfig({ API_KEY: TEST_API_KEY, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  app = await buildApp(config, { database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a lost database connection', () => {
  it('answers 503 problem+json with Retry-After, not 500', async () => {
    const res = await app.inject({
      url: '/api/v1/Categoria/1',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 503,
      detail: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });
  });

  it('makes /ready answer 503 while /health stays up', async () => {
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it('is told apart from a bug by its code or message, also when wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
