import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createFolderStorage } from '../services/storage.ts';
import { POSTGRES_URL } from '../../test/helper.ts';
import { PDF_BYTES } from '../../test/files.ts';
import {
  DAY,
  ago,
  candidateExists,
  insertCandidate,
  insertOutbox,
  recordingLog,
} from '../../test/retention.ts';
import { runExclusive, type ExclusiveRun } from './job-lock.ts';
import { runRetention, type RetentionCounts } from './retention/retention-job.ts';
import { startScheduler } from './scheduler.ts';

/*
 * Jobs run once across instances. Always on a real PostgreSQL (every machine of the project has
 * one): a database of this file's own, reached by two instances, each with its own pool.
 */
let url: string;
let instanceA: Database;
let instanceB: Database;
let dataDir: string;
const admin = () => new pg.Client({ connectionString: POSTGRES_URL });

beforeAll(async () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = admin();
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const parsed = new URL(POSTGRES_URL);
  parsed.pathname = `/${name}`;
  url = parsed.toString();
  instanceA = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  await instanceA.migrate();
  instanceB = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  dataDir = await mkdtemp(path.join(tmpdir(), 'stockcar-jobs-'));
});
afterAll(async () => {
  await instanceA.close();
  await instanceB.close();
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await client.end();
  await rm(dataDir, { recursive: true, force: true });
});

/** The other instance's attempt, which must end while this one holds the lock. */
function endsSoon<T>(attempt: Promise<T> | undefined): Promise<T> {
  return Promise.race([
    attempt ?? Promise.reject(new Error('no other attempt')),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('both instances ran the job at once')), 5000),
    ),
  ]);
}

describe('two instances running the retention job at the same moment', () => {
  it('exactly one does the work; the other skips its turn', async () => {
    const NOW = new Date();
    const storage = createFolderStorage(dataDir);
    const old = ago(NOW, 3 * 365 * DAY);
    for (let i = 0; i < 3; i += 1) await insertOutbox(instanceA.db, old);
    const candidate = await insertCandidate(instanceA.db, old, 'cv/duas-instancias.pdf');
    await storage.putPrivate('cv/duas-instancias.pdf', PDF_BYTES);
    const periods = loadConfig({}).retention.periods;

    const attempts: Partial<Record<'a' | 'b', Promise<ExclusiveRun<RetentionCounts>>>> = {};
    const attempt = (self: Database, other: 'a' | 'b') =>
      runExclusive(url, 'retention', async (lockLost) => {
        await endsSoon(attempts[other]);
        return runRetention(
          { db: self.db, storage, periods, log: recordingLog().log },
          NOW,
          lockLost,
        );
      });
    attempts.a = attempt(instanceA, 'b');
    attempts.b = attempt(instanceB, 'a');
    const outcomes = await Promise.all([attempts.a, attempts.b]);

    const ran = outcomes.filter((outcome) => outcome.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ result: { mensagem_saida: 3, candidato: 1, candidato_cv: 1 } });
    expect(await candidateExists(instanceA.db, candidate.id)).toBe(false);
    expect(await storage.getPrivate('cv/duas-instancias.pdf')).toBeUndefined();
  });

  it('the scheduler of the instance that finds the lock taken logs the skip and runs nothing', async () => {
    const { log, lines } = recordingLog();
    const run = vi.fn(async () => {});
    await runExclusive(url, 'retention', async () => {
      const scheduler = startScheduler({
        databaseUrl: url,
        log,
        firstRunDelayMs: 1,
        jobs: [{ name: 'retention', everyMs: 60_000, run }],
      });
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      await scheduler.stop();
    });
    expect(run).not.toHaveBeenCalled();
    expect(lines[0]).toEqual({
      level: 'debug',
      args: [{ job: 'retention' }, 'job skipped: another instance runs it'],
    });
  });
});

describe('the lock', () => {
  it('is free again after a run, also after a failed one', async () => {
    await expect(
      runExclusive(url, 'lock-test', async () => {
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect(await runExclusive(url, 'lock-test', async () => 'ok')).toEqual({
      ran: true,
      result: 'ok',
    });
  });

  it('belongs to one job: another job runs meanwhile', async () => {
    const outcome = await runExclusive(url, 'job-a', async () => ({
      sameJob: await runExclusive(url, 'job-a', async () => 'dup'),
      otherJob: await runExclusive(url, 'job-b', async () => 'b'),
    }));
    expect(outcome).toEqual({
      ran: true,
      result: { sameJob: { ran: false }, otherJob: { ran: true, result: 'b' } },
    });
  });

  it('goes with its connection: a holder whose connection is ended is told to stop, and another instance may run', async () => {
    const outcome = await runExclusive(url, 'lost-lock', async (lockLost) => {
      const client = admin();
      await client.connect();
      await client.query(
        `select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = $1)`,
        [new URL(url).pathname.slice(1)],
      );
      await client.end();
      await vi.waitFor(() => expect(lockLost.aborted).toBe(true));
      return runExclusive(url, 'lost-lock', async () => 'next');
    });
    expect(outcome).toEqual({ ran: true, result: { ran: true, result: 'next' } });
  });
});
