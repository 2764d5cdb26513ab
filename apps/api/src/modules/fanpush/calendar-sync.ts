import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { syncWindows } from './lifecycle.ts';

/**
 * Calendar changes move the vote windows at once (issue 11), instead of at the job's next
 * minute: a console write of a stage, an entry, a season or the Fan Push settings publishes
 * `conteudo` (decision 0020), and this instance runs the sync. With Redis every instance gets
 * the event; the settings' lock makes their runs queue, and each finds nothing left to do.
 */

export const CALENDAR_ENTITIES: ReadonlySet<string> = new Set([
  'etapa',
  'inscricao',
  'temporada',
  'fanpush-config',
]);

/**
 * Runs `task` for a burst of requests without piling up: one run at a time, and requests that
 * arrive during a run ask for exactly one more (a CSV import of 30 entries syncs twice, not 30
 * times). A failure is logged, never thrown at the requester. `idle()` resolves when no run is
 * left.
 */
export function coalesced(task: () => Promise<unknown>, log: Pick<FastifyBaseLogger, 'error'>) {
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    for (;;) {
      again = false;
      try {
        await task();
      } catch (err) {
        log.error({ err }, 'fanpush: windows not synced with the calendar');
      }
      // Checked and cleared in one step: a request after this point starts a new loop.
      if (!again) {
        running = undefined;
        return;
      }
    }
  };
  return {
    request() {
      if (running) again = true;
      else running = loop();
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/** Subscribes for the app's life; a run in progress ends before the database closes. */
const calendarSync: FastifyPluginAsync = async (app) => {
  const sync = coalesced(() => syncWindows(app.db, new Date()), app.log);
  const unsubscribe = app.events.subscribe('conteudo', ({ entidade }) => {
    if (CALENDAR_ENTITIES.has(entidade)) sync.request();
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    await sync.idle();
  });
};

export default calendarSync;
