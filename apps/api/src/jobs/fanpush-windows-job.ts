import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { freezeDueWindows } from '../modules/fanpush/freeze.ts';
import { syncWindows } from '../modules/fanpush/lifecycle.ts';
import type { JobLog, ScheduledJob } from './scheduler.ts';

/** A window opens and closes to the minute. */
export const FANPUSH_WINDOWS_EVERY_MS = 60_000;

/**
 * The Fan Push lifecycle's minute (issue 11): windows made and moved from the calendar, then
 * every window whose time is up closed with its result frozen. Logs counts only.
 */
export async function runFanpushWindows(deps: { db: Db; log: JobLog }, now: Date) {
  const synced = await syncWindows(deps.db, now);
  const encerradas = await freezeDueWindows(deps.db, now);
  deps.log.info({ job: 'fanpush-janelas', ...synced, encerradas }, 'fanpush: windows checked');
  return { ...synced, encerradas };
}

export function fanpushWindowsJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'fanpush-janelas',
    everyMs: FANPUSH_WINDOWS_EVERY_MS,
    run: async (now) => {
      const counts = await runFanpushWindows({ db: app.db, log: app.log }, now);
      // The public reads drop what they keep of the vote (a result frozen, a window moved).
      if (Object.values(counts).some((n) => n > 0)) {
        await app.events.publish('conteudo', { entidade: 'fanpush' });
      }
    },
  };
}
