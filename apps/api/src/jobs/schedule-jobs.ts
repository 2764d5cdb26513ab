import type { FastifyInstance } from 'fastify';
import { fanpushCountsJob } from './fanpush-counts-job.ts';
import { fanpushWindowsJob } from './fanpush-windows-job.ts';
import { retentionJob } from './retention/retention-job.ts';
import { talentNoticeJob } from './talent-notice-job.ts';
import { startScheduler, type Scheduler } from './scheduler.ts';

/**
 * The server's scheduled jobs, called by server.ts before listen: they start once the server
 * listens (never for an app only driven by inject, as in the API tests) and stop before the
 * database closes.
 */
export function scheduleJobs(app: FastifyInstance, options: { firstRunDelayMs?: number } = {}) {
  let scheduler: Scheduler | undefined;
  app.addHook('onListen', async () => {
    scheduler = startScheduler({
      databaseUrl: app.config.databaseUrl,
      log: app.log,
      jobs: [
        retentionJob(app),
        talentNoticeJob(app),
        fanpushWindowsJob(app),
        fanpushCountsJob(app),
      ],
      firstRunDelayMs: options.firstRunDelayMs,
    });
  });
  // preClose runs before every onClose hook, so a running job ends before the pool closes.
  app.addHook('preClose', async () => {
    await scheduler?.stop();
  });
}
