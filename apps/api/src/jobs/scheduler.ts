import type { FastifyBaseLogger } from 'fastify';
import { runExclusive } from './job-lock.ts';

/** What jobs write to: counts and job names only, never personal data. */
export type JobLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export interface ScheduledJob {
  /** Names the job in logs and its advisory lock. */
  name: string;
  /** Time from the end of one run to the start of the next. */
  everyMs: number;
  /**
   * `signal` aborts when the server closes or the run loses its lock: a long run stops at its
   * next safe point.
   */
  run(now: Date, signal: AbortSignal): Promise<void>;
}

export interface Scheduler {
  /** No new runs; aborts the running ones and waits for them to stop. */
  stop(): Promise<void>;
}

/** The first run waits this long after start, so start-up and its readiness checks go first. */
export const FIRST_RUN_DELAY_MS = 10_000;

/**
 * Runs each job shortly after start and then every `everyMs`, on one instance at a time
 * (runExclusive). The next run is timed from the end of the last, so runs of a job never
 * overlap; a failure is logged and the job simply runs again at its next turn. Timers are
 * unref'd: a pending job never keeps the process alive.
 */
export function startScheduler(options: {
  /** DATABASE_URL: PostgreSQL, where instances take turns; unset, the embedded database. */
  databaseUrl: string | undefined;
  log: JobLog;
  jobs: ScheduledJob[];
  firstRunDelayMs?: number;
}): Scheduler {
  const { databaseUrl, log } = options;
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  async function runOnce(job: ScheduledJob) {
    try {
      const outcome = await runExclusive(databaseUrl, job.name, async (lockLost) => {
        await job.run(new Date(), AbortSignal.any([stopping.signal, lockLost]));
        if (lockLost.aborted) log.warn({ job: job.name }, 'job lost its lock and stopped early');
      });
      if (!outcome.ran) log.debug({ job: job.name }, 'job skipped: another instance runs it');
    } catch (err) {
      log.error({ err, job: job.name }, 'job failed; it runs again at its next turn');
    }
  }

  function schedule(job: ScheduledJob, delayMs: number) {
    if (stopping.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = runOnce(job).finally(() => {
        running.delete(run);
        schedule(job, job.everyMs);
      });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  for (const job of options.jobs) schedule(job, options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);

  return {
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
