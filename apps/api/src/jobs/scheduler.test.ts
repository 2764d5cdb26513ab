import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProStage, windowOf } from '../../test/fanpush-lifecycle.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { DAY, ago, insertOutbox, outboxExists, recordingLog } from '../../test/retention.ts';
import { scheduleJobs } from './schedule-jobs.ts';
import { startScheduler, type ScheduledJob } from './scheduler.ts';

/* The scheduler's timing, failures and stop, on the embedded path (no lock to take). */

function job(name: string, run: ScheduledJob['run'], everyMs = 10): ScheduledJob {
  return { name, everyMs, run };
}

describe('startScheduler', () => {
  it('runs a job shortly after start, then every interval, one run at a time', async () => {
    const runs: { start: number; end: number }[] = [];
    const started = Date.now();
    const scheduler = startScheduler({
      databaseUrl: undefined,
      log: recordingLog().log,
      firstRunDelayMs: 20,
      jobs: [
        job('timing', async () => {
          const start = Date.now();
          await sleep(30);
          runs.push({ start, end: Date.now() });
        }),
      ],
    });
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3));
    await scheduler.stop();

    expect(runs[0]?.start ?? 0).toBeGreaterThanOrEqual(started + 19);
    for (let i = 1; i < runs.length; i += 1) {
      // The next run starts an interval after the last one ended: never two at once.
      expect(runs[i]?.start ?? 0).toBeGreaterThanOrEqual((runs[i - 1]?.end ?? 0) + 9);
    }
  });

  it('logs a failure with the job’s name, and runs the job again at its next turn', async () => {
    const { log, lines } = recordingLog();
    let calls = 0;
    const scheduler = startScheduler({
      databaseUrl: undefined,
      log,
      firstRunDelayMs: 1,
      jobs: [
        job('flaky', async () => {
          calls += 1;
          if (calls === 1) throw new Error('database unavailable');
        }),
      ],
    });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    await scheduler.stop();

    const errors = lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.args).toEqual([
      { err: expect.objectContaining({ message: 'database unavailable' }), job: 'flaky' },
      'job failed; it runs again at its next turn',
    ]);
  });

  it('on stop, aborts the running job, waits for it to end, and starts no other run', async () => {
    let calls = 0;
    let ended = false;
    let sawAbort = false;
    const scheduler = startScheduler({
      databaseUrl: undefined,
      log: recordingLog().log,
      firstRunDelayMs: 1,
      jobs: [
        job('long', async (_now, signal) => {
          calls += 1;
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          sawAbort = signal.aborted;
          await sleep(20);
          ended = true;
        }),
      ],
    });
    await vi.waitFor(() => expect(calls).toBe(1));
    await scheduler.stop();
    expect({ sawAbort, ended }).toEqual({ sawAbort: true, ended: true });
    await sleep(50);
    expect(calls).toBe(1);
  });

  it('gives each run the time it starts', async () => {
    const times: Date[] = [];
    const before = Date.now();
    const scheduler = startScheduler({
      databaseUrl: undefined,
      log: recordingLog().log,
      firstRunDelayMs: 1,
      jobs: [job('clock', async (now) => void times.push(now), 60_000)],
    });
    await vi.waitFor(() => expect(times).toHaveLength(1));
    await scheduler.stop();
    expect(times[0]?.getTime()).toBeGreaterThanOrEqual(before);
    expect(times[0]?.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('scheduleJobs (the server’s wiring)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => scheduleJobs(app, { firstRunDelayMs: 1 }));
  });
  afterAll(() => t.close());

  it('starts the retention and Fan Push jobs once the server listens, never under inject', async () => {
    const message = await insertOutbox(t.db, ago(new Date(), 365 * DAY));
    const { etapa } = await createProStage(t.db, new Date(Date.now() + 3 * DAY));
    expect((await t.get('/health')).statusCode).toBe(200);
    await sleep(100);
    expect(await outboxExists(t.db, message.id)).toBe(true);
    expect(await windowOf(t.db, etapa.id)).toBeUndefined();

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(async () => expect(await outboxExists(t.db, message.id)).toBe(false));
    await vi.waitFor(async () => expect(await windowOf(t.db, etapa.id)).toBeDefined());
  });
});
