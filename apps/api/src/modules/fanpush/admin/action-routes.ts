import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { FANPUSH_TEXTOS, FanpushAcaoSchema } from '@stockcar/shared/schemas/admin/fanpush';
import { fanpush } from '../../../db/schema/index.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { freezeWindow } from '../freeze.ts';
import { windowWriteRoute, type WindowChange } from './window-write.ts';

const setPaused =
  (pausada: boolean): WindowChange =>
  async (db, row) => {
    if (row.w.pausada === pausada) {
      throw new HttpProblem(400, pausada ? FANPUSH_TEXTOS.jaPausada : FANPUSH_TEXTOS.naoPausada);
    }
    await db.update(fanpush).set({ pausada }).where(eq(fanpush.id, row.w.id));
  };

/**
 * Closed now: the result is frozen at once, as the job freezes a window whose time is up. A
 * window that has not opened has nothing to close (its empty result would become the last
 * winners).
 */
const close: WindowChange = async (db, row, now) => {
  if (row.w.dataInicioVotacao.getTime() > now.getTime()) {
    throw new HttpProblem(400, FANPUSH_TEXTOS.naoAberta);
  }
  await freezeWindow(db, row.w.id, now);
};

const ACTIONS = {
  pausar: {
    change: setPaused(true),
    summary: 'Pauses a window: votes are refused until it resumes',
  },
  retomar: { change: setPaused(false), summary: 'Resumes a paused window' },
  encerrar: { change: close, summary: 'Closes a window now and freezes its result' },
};

/** Race control's pause, resume and close of a vote window (issue 11), over its version. */
const routes: FastifyPluginAsyncZod = async (app) => {
  for (const [acao, { change, summary }] of Object.entries(ACTIONS)) {
    windowWriteRoute(app, {
      method: 'POST',
      url: `/admin/fanpush/:id/${acao}`,
      summary,
      body: FanpushAcaoSchema,
      acao,
      change: () => change,
    });
  }
};

export default routes;
