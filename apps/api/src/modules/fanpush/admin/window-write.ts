import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FANPUSH_TEXTOS, FanpushJanelaDetalheSchema } from '@stockcar/shared/schemas/admin/fanpush';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import type { Db } from '../../../db/client.ts';
import { fanpush } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../plugins/admin/audit.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { t } from '../../../i18n.ts';
import { fanpushSettings } from '../lifecycle.ts';
import { toDetail } from './detail.ts';
import { isOver, toItems, windowOrFail, type WindowRow } from './windows-read.ts';

/** What a console write does to a window, once it is locked and may change. */
export type WindowChange = (tx: Db, row: WindowRow, now: Date) => Promise<void>;

/**
 * Every race-control write of a window (issue 11), in one transaction: the settings' lock
 * first (the calendar's sync takes it too, so a window is never placed while it is adjusted,
 * and locks are always taken in the same order), the window's row, 409 over a stale version,
 * 400 once it is over, the change, a new version and the audit entry with before and after;
 * `conteudo` after the commit. Answers the window as it now is.
 */
export async function changeWindow(
  app: FastifyInstance,
  request: FastifyRequest,
  target: { id: number; versao: number; acao: string },
  change: WindowChange,
) {
  const now = new Date();
  const detail = await app.db.transaction(async (tx) => {
    await fanpushSettings(tx, true);
    const row = await windowOrFail(tx, target.id, true);
    if (row.w.versao !== target.versao) throw new HttpProblem(409, t('admin:conflitoVersao'));
    if (isOver(row.w, now)) throw new HttpProblem(400, FANPUSH_TEXTOS.janelaEncerrada);
    const [antes] = await toItems(tx, [row], now);
    await change(tx, row, now);
    await tx
      .update(fanpush)
      .set({ versao: sql`${fanpush.versao} + 1` })
      .where(eq(fanpush.id, target.id));
    const changed = await windowOrFail(tx, target.id);
    const [depois] = await toItems(tx, [changed], now);
    await recordAudit(tx, request, {
      entidade: 'fanpush',
      entidadeId: target.id,
      acao: target.acao,
      antes,
      depois,
    });
    return toDetail(tx, changed, now);
  });
  await app.events.publish('conteudo', { entidade: 'fanpush', id: target.id });
  return detail;
}

/**
 * A console route that changes one window (`/admin/fanpush/:id…`, a body with `versao`): its
 * whole contract, and `changeWindow` with the change the body asks for.
 */
export function windowWriteRoute<B extends z.ZodType<{ versao: number }>>(
  app: FastifyInstance,
  route: {
    method: 'POST' | 'PUT';
    url: string;
    summary: string;
    body: B;
    acao: string;
    change(body: z.infer<B>): WindowChange;
  },
) {
  app.route({
    method: route.method,
    url: route.url,
    preValidation: app.staffOnly('fanpush'),
    schema: {
      tags: ['Admin'],
      summary: route.summary,
      params: IdParamsSchema,
      body: route.body,
      response: { 200: FanpushJanelaDetalheSchema, ...problemResponses(400, 401, 403, 404, 409) },
    },
    // The schemas have validated both (the route is generic over its body).
    handler: async (request) => {
      const body = request.body as z.infer<B>;
      const { id } = request.params as z.infer<typeof IdParamsSchema>;
      return changeWindow(
        app,
        request,
        { id, versao: body.versao, acao: route.acao },
        route.change(body),
      );
    },
  });
}
