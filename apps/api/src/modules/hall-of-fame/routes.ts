import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { HallOfFameResponseSchema } from '@stockcar/shared/schemas/hall-of-fame';
import { problemResponses } from '../../plugins/openapi.ts';
import { toHallOfFame } from './mapper.ts';
import { careers } from './repository.ts';

/** The hall of fame belongs to the Pro Series (/stockcar/proseries/hall-of-fame). */
const PROSERIES = 1;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/HallOfFame',
    {
      schema: {
        tags: ['HallOfFame'],
        summary:
          'Pro Series champions, top-10 wins and every driver by races (historical + results)',
        querystring: IdiomaQuerySchema,
        response: { 200: HallOfFameResponseSchema, ...problemResponses(400) },
      },
    },
    async (_request, reply) => {
      // Changes only when results are entered: a CDN may keep it for minutes.
      reply.header('cache-control', 'public, max-age=300');
      return toHallOfFame(await careers(app.db, PROSERIES));
    },
  );
};

export default routes;
