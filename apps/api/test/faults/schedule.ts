import type { Cluster } from './cluster.ts';
import { sleep, waitUntil } from './processes.ts';
import type { ServerProcess } from './server.ts';

/**
 * The faults, while the writes flow: SIGKILL the server (and start it again), crash and
 * restart PostgreSQL under the running server, SIGKILL the server once more. Before each fault
 * the traffic must have made progress again, so every fault lands on writes in flight.
 */

export interface FaultReport {
  kills: number;
  databaseRestarts: number;
  /** From PostgreSQL accepting connections again to /ready answering 200. */
  readyRecoveryMs: number | undefined;
  /** From the crash to /ready answering 200. */
  outageMs: number | undefined;
  /** The server that saw the outage is the one that recovered (no restart healed it). */
  survivedOutage: boolean;
  /** Boot times of the restarted server. */
  bootMs: number[];
  failures: string[];
}

export interface ScheduleContext {
  server: ServerProcess;
  cluster: Cluster;
  /** Acknowledged writes so far. */
  acknowledged: () => number;
}

/** Writes between faults, and how long they may take to come. */
const PROGRESS_WRITES = 150;
const PROGRESS_TIMEOUT_MS = 25_000;
/** How long PostgreSQL stays down: long enough for writes to fail against it. */
const DATABASE_DOWN_MS = 1_500;

async function readyStatus(baseUrl: string): Promise<number> {
  try {
    const res = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function progress(ctx: ScheduleContext, report: FaultReport, after: string) {
  const target = ctx.acknowledged() + PROGRESS_WRITES;
  const ok = await waitUntil(() => ctx.acknowledged() >= target, {
    timeoutMs: PROGRESS_TIMEOUT_MS,
  });
  if (!ok) report.failures.push(`writes did not resume ${after} (${PROGRESS_TIMEOUT_MS} ms)`);
}

async function killServer(ctx: ScheduleContext, report: FaultReport) {
  await ctx.server.kill();
  report.kills += 1;
  const started = Date.now();
  await ctx.server.start();
  report.bootMs.push(Date.now() - started);
}

/**
 * Stops PostgreSQL as a crash would, holds it down, starts it again: /ready must say 503
 * meanwhile and 200 after, from the same server process (no restart heals it). Stop and
 * start, rather than one `pg_ctl restart -m immediate`, so the outage lasts long enough to be
 * observed for sure.
 */
async function databaseOutage(ctx: ScheduleContext, report: FaultReport) {
  const { baseUrl } = ctx.server;
  const pid = ctx.server.pid();
  const crashedAt = Date.now();
  await ctx.cluster.crash();
  const down = await waitUntil(async () => (await readyStatus(baseUrl)) === 503, {
    timeoutMs: 10_000,
  });
  if (!down) report.failures.push('/ready did not answer 503 while PostgreSQL was down');
  await sleep(DATABASE_DOWN_MS);
  await ctx.cluster.start();
  report.databaseRestarts += 1;
  const backAt = Date.now();
  const up = await waitUntil(async () => (await readyStatus(baseUrl)) === 200, {
    timeoutMs: 30_000,
  });
  if (up) {
    report.readyRecoveryMs = Date.now() - backAt;
    report.outageMs = Date.now() - crashedAt;
  } else {
    report.failures.push('/ready did not recover to 200 after PostgreSQL came back');
  }
  report.survivedOutage = pid !== undefined && ctx.server.pid() === pid;
  if (!report.survivedOutage) {
    report.failures.push('the server process did not survive the database outage');
  }
}

export async function runFaults(ctx: ScheduleContext): Promise<FaultReport> {
  const report: FaultReport = {
    kills: 0,
    databaseRestarts: 0,
    readyRecoveryMs: undefined,
    outageMs: undefined,
    survivedOutage: false,
    bootMs: [],
    failures: [],
  };
  await progress(ctx, report, 'at the start');
  await killServer(ctx, report);
  await progress(ctx, report, 'after the first SIGKILL');
  await databaseOutage(ctx, report);
  await progress(ctx, report, 'after the PostgreSQL restart');
  await killServer(ctx, report);
  await progress(ctx, report, 'after the second SIGKILL');
  return report;
}
