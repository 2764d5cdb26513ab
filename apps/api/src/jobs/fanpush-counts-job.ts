import type { FastifyInstance } from 'fastify';
import { foldPendingCounts } from '../modules/fanpush/votes-store.ts';
import type { ScheduledJob } from './scheduler.ts';

/** The leaderboard's counters catch up with the confirmations about once a second. */
export const FANPUSH_COUNTS_EVERY_MS = 1000;

/**
 * Folds confirmed picks into the Fan Push counters (issue 13). Readers add the picks not yet
 * folded, so the totals are exact between runs; the fold only keeps that remainder small.
 */
export function fanpushCountsJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'fanpush-contagem',
    everyMs: FANPUSH_COUNTS_EVERY_MS,
    run: async () => {
      const raised = await foldPendingCounts(app.db);
      if (raised > 0) app.log.debug({ job: 'fanpush-contagem', raised }, 'fanpush: counts folded');
    },
  };
}
