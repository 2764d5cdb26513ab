import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '@stockcar/shared/schemas/admin/lista';
import {
  CorridaDetalheSchema,
  CorridaItemSchema,
  CorridaListQuerySchema,
} from '@stockcar/shared/schemas/admin/resultados';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';
import { raceDetail } from './detail.ts';
import { listRaces } from './repository.ts';

/** The races with their stage and results' state, and one race with what its editor needs. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.staffOnly('corridas');

  app.get(
    '/admin/corridas',
    {
      preValidation: guard,
      schema: {
        tags: ['Admin'],
        summary: 'Lists races with their stage, results state and row count, newest first',
        querystring: CorridaListQuerySchema,
        response: { 200: listSchema(CorridaItemSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listRaces(app.db, request.query),
  );

  app.get(
    '/admin/corridas/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['Admin'],
        summary:
          "Reads a race: stage, state, pole and fastest lap, classification, season's entries",
        params: IdParamsSchema,
        response: { 200: CorridaDetalheSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const race = await raceDetail(app.db, request.params.id);
      if (!race) throw new HttpProblem(404, t('admin:naoEncontrado'));
      return race;
    },
  );
};

export default routes;
