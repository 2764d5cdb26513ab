import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  FANPUSH_TEXTOS,
  FanpushAcaoSchema,
  FanpushJanelaDetalheSchema,
} from '@stockcar/shared/schemas/admin/fanpush';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import { fanpush } from '../../../db/schema/index.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { freezeWindow } from '../freeze.ts';
import { changeWindow, type WindowChange } from './window-write.ts';

const setPaused =
  (pausada: boolean): WindowChange =>
  async (db, row) => {
    if (row.w.pausada === pausada) {
      throw new HttpProblem(400, pausada ? FANPUSH_TEXTOS.jaPausada : FANPUSH_TEXTOS.naoPausada);
    }
    await db.update(fanpush).set({ pausada }).where(eq(fanpush.id, row.w.id));
  };

/** Closed now: the result is frozen at once, as the job freezes a window whose time is up. */
const close: WindowChange = async (db, row, now) => {
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
  const guard = app.staffOnly('fanpush');
  for (const [acao, { change, summary }] of Object.entries(ACTIONS)) {
    app.post(
      `/admin/fanpush/:id/${acao}`,
      {
        preValidation: guard,
        schema: {
          tags: ['Admin'],
          summary,
          params: IdParamsSchema,
          body: FanpushAcaoSchema,
          response: {
            200: FanpushJanelaDetalheSchema,
            ...problemResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) =>
        changeWindow(
          app,
          request,
          { id: request.params.id, versao: request.body.versao, acao },
          change,
        ),
    );
  }
};

export default routes;
