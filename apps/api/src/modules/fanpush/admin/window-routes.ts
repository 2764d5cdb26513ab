import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FanpushJanelaDetalheSchema,
  FanpushJanelaInputSchema,
  FanpushJanelaItemSchema,
  FanpushListQueryExtra,
} from '@stockcar/shared/schemas/admin/fanpush';
import { ListQuerySchema, listSchema } from '@stockcar/shared/schemas/admin/lista';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import { problemResponses } from '../../../plugins/openapi.ts';
import { adjustWindow } from './adjust.ts';
import { toDetail } from './detail.ts';
import { windowWriteRoute } from './window-write.ts';
import { listWindows, windowOrFail } from './windows-read.ts';

/** Race control's vote windows (issue 11): the list, one window with its counts, adjustments. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.staffOnly('fanpush');
  const tags = ['Admin'];

  app.get(
    '/admin/fanpush',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Lists the vote windows, newest stage first (season, situation)',
        querystring: ListQuerySchema.extend(FanpushListQueryExtra),
        response: { 200: listSchema(FanpushJanelaItemSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listWindows(app.db, request.query, new Date()),
  );

  app.get(
    '/admin/fanpush/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Reads one window: counts per candidate (live, or frozen once closed)',
        params: IdParamsSchema,
        response: { 200: FanpushJanelaDetalheSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toDetail(app.db, await windowOrFail(app.db, request.params.id), new Date()),
  );

  windowWriteRoute(app, {
    method: 'PUT',
    url: '/admin/fanpush/:id',
    summary: 'Adjusts a window (times, candidates, video) over the version read',
    body: FanpushJanelaInputSchema,
    acao: 'editar',
    change: adjustWindow,
  });
};

export default routes;
