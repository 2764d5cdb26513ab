import type { FastifyInstance } from 'fastify';
import {
  dueCandidates,
  notifyStaffOnce,
  type StaffNoticeDeps,
} from '../modules/rh/staff-notice.ts';
import type { JobLog, ScheduledJob } from './scheduler.ts';

/** How often the job looks for candidates whose notice is due. */
export const TALENT_NOTICE_EVERY_MS = 10 * 60 * 1000;
const BATCH = 100;

/**
 * Sends the staff e-mails the CV upload did not: "CV missing" for candidates 24 hours old
 * without one, and the notice of an upload whose e-mail failed. Each candidate at most once
 * (notifyStaffOnce); a failed e-mail is retried at the next run. Logs counts only.
 */
export async function runTalentNotices(
  deps: StaffNoticeDeps & { log: JobLog },
  now: Date,
  signal: AbortSignal = new AbortController().signal,
) {
  const counts = { sent: 0, already: 0, failed: 0 };
  let afterId = 0;
  while (!signal.aborted) {
    const ids = await dueCandidates(deps.db, now, afterId, BATCH);
    for (const id of ids) {
      if (signal.aborted) break;
      counts[await notifyStaffOnce(deps, id, now)] += 1;
      afterId = id;
    }
    if (ids.length < BATCH) break;
  }
  deps.log.info({ job: 'talent-notices', ...counts }, 'talent-bank staff notices sent');
  if (counts.failed > 0) throw new Error(`${counts.failed} talent-bank staff e-mails failed`);
  return counts;
}

export function talentNoticeJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'talent-notices',
    everyMs: TALENT_NOTICE_EVERY_MS,
    run: async (now, signal) => {
      await runTalentNotices(
        { db: app.db, mail: app.mail, staffEmail: app.config.mail.staff, log: app.log },
        now,
        signal,
      );
    },
  };
}
