import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { RecibosFanpushResponseSchema } from '@stockcar/shared/schemas/fanpush-recibos';
import { memberOf } from '../../plugins/auth/index.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { receiptsOf } from './receipts.ts';

/** `GET /Fanpush/recibos` (issue 11): the member's confirmed ballots, newest first. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Fanpush/recibos',
    {
      schema: {
        tags: ['Fanpush'],
        summary: 'The member’s ballot receipts, to find in each closed vote’s published export',
        security: [{ apiKey: [], bearer: [] }],
        querystring: IdiomaQuerySchema,
        response: { 200: RecibosFanpushResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { recibos: await receiptsOf(app.db, memberOf(request).id) };
    },
  );
};

export default routes;
