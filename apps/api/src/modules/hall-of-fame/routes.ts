import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { HallOfFameResponseSchema } from '@stockcar/shared/schemas/hall-of-fame';
import { problemResponses } from '../../plugins/openapi.ts';
import { CONTENT_CACHE } from '../../plugins/content-cache.ts';
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
      // Edited from the console (hall-of-fame area): revalidated on every use (2-second rule).
      reply.header('cache-control', CONTENT_CACHE);
      return toHallOfFame(await careers(app.db, PROSERIES));
    },
  );
};

export default routes;
