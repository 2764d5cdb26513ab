import type { FastifyInstance } from 'fastify';
import type { RetentionPeriods } from '@stockcar/shared/schemas/runtime-config';
import type { Db } from '../../db/client.ts';
import type { StorageService } from '../../services/storage.ts';
import type { JobLog, ScheduledJob } from '../scheduler.ts';
import { RETENTION_BATCH_SIZE } from './batches.ts';
import { cutoffsOf } from './cutoffs.ts';
import { RETENTION_RULES } from './rules.ts';

export interface RetentionDeps {
  db: Db;
  storage: Pick<StorageService, 'deletePrivate'>;
  periods: RetentionPeriods;
  log: JobLog;
  /** Rows per statement; tests lower it to prove a backlog goes in several batches. */
  batchSize?: number;
}

/** Rows (and CV files) deleted, by table. */
export type RetentionCounts = Record<string, number>;

/**
 * Deletes the personal data past its retention period (issue 12), as of `now`. Every rule
 * runs even when one fails: each failure is logged with its table, and the run then fails as
 * a whole, so the scheduler reports it and the next run retries. Logs counts per table only.
 */
export async function runRetention(
  deps: RetentionDeps,
  now: Date,
  signal: AbortSignal = new AbortController().signal,
): Promise<RetentionCounts> {
  const ctx = {
    db: deps.db,
    storage: deps.storage,
    cutoffs: cutoffsOf(deps.periods, now),
    batch: { size: deps.batchSize ?? RETENTION_BATCH_SIZE, signal },
  };
  const deleted: RetentionCounts = {};
  const failed: string[] = [];
  for (const rule of RETENTION_RULES) {
    if (signal.aborted) break;
    try {
      Object.assign(deleted, await rule.run(ctx));
    } catch (err) {
      failed.push(rule.name);
      deps.log.error({ err, job: 'retention', table: rule.name }, 'retention: a table failed');
    }
  }
  deps.log.info({ job: 'retention', deleted }, 'retention: data past its period deleted');
  if (failed.length > 0) throw new Error(`retention failed for: ${failed.join(', ')}`);
  return deleted;
}

/** The retention job as the scheduler runs it, every RETENTION_INTERVAL_MINUTES. */
export function retentionJob(app: FastifyInstance): ScheduledJob {
  const { periods, intervalMinutes } = app.config.retention;
  return {
    name: 'retention',
    everyMs: intervalMinutes * 60 * 1000,
    run: async (now, signal) => {
      await runRetention({ db: app.db, storage: app.storage, periods, log: app.log }, now, signal);
    },
  };
}
