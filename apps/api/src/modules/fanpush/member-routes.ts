import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  EtapaFanpushParamsSchema,
  FanpushResponseSchema,
  FanpushValidacaoResponseSchema,
} from '@stockcar/shared/schemas/fanpush';
import { memberOf } from '../../plugins/auth/index.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { NO_VOTE, toFanpush, toValidacao } from './mapper.ts';
import { currentVote } from './repository.ts';
import { voteOrFail } from './rules.ts';
import receiptRoutes from './receipt-routes.ts';
import tokenRoutes from './token-routes.ts';

/** The member's Fan Push calls (fan-club.md §7): all need a live session. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a call without a session is a 401 whatever its body.
  app.addHook('preValidation', app.authenticateMember);
  await app.register(tokenRoutes);
  await app.register(receiptRoutes);
  const security = [{ apiKey: [], bearer: [] }];

  app.get(
    '/Fanpush',
    {
      schema: {
        tags: ['Fanpush'],
        summary: 'The current vote (open, else next, else last closed) and the member’s part',
        security,
        querystring: IdiomaQuerySchema,
        response: { 200: FanpushResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = memberOf(request);
      const vote = await currentVote(app.db);
      return { fanpush: vote ? await toFanpush(app.db, vote, member.id) : NO_VOTE };
    },
  );

  app.get(
    '/Fanpush/validacao/:id_etapa',
    {
      schema: {
        tags: ['Fanpush'],
        summary: 'The member’s vote state in a stage: voted, confirmed, token pending',
        security,
        params: EtapaFanpushParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: FanpushValidacaoResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const vote = await voteOrFail(app.db, request.params.id_etapa);
      return toValidacao(app.db, vote, memberOf(request).id);
    },
  );
};

export default routes;
