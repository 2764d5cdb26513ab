import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { SessaoParamsSchema, SessoesResponseSchema } from '@stockcar/shared/schemas/meus-dados';
import { memberOf } from '../../../plugins/auth/index.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import {
  REFRESH_COOKIE,
  refreshCookieOptions,
  revokeAllSessions,
} from '../../../plugins/auth/sessions.ts';
import { deviceName } from './device-name.ts';
import { endSession, liveSessions } from '../repository/sessoes.ts';
import { t } from '../../../i18n.ts';

/** Active sessions and devices, each can be ended; and "log out everywhere" (issue 12). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ apiKey: [], bearer: [] }];
  const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const cookieOptions = refreshCookieOptions(app.config.publicUrl);
  /** The session of the access token that asked (its `sid` claim). */
  const currentSid = (request: FastifyRequest) => request.user.sid;

  app.get(
    '/MeusDados/sessoes',
    {
      schema: {
        tags: ['MeusDados'],
        summary: 'The live sessions (not ended, not expired), the current one marked',
        security,
        querystring: IdiomaQuerySchema,
        response: { 200: SessoesResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await liveSessions(app.db, memberOf(request).id);
      return {
        sessoes: rows.map((s) => ({
          id: s.id,
          dispositivo: deviceName(s.dispositivo),
          criadoEm: s.criadoEm.toISOString(),
          ultimoUsoEm: s.ultimoUsoEm.toISOString(),
          atual: s.id === currentSid(request),
        })),
      };
    },
  );

  app.delete(
    '/MeusDados/sessoes/:id',
    {
      config,
      schema: {
        tags: ['MeusDados'],
        summary: "Ends one of the member's sessions (its device must log in again)",
        security,
        params: SessaoParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await endSession(app.db, memberOf(request).id, id))) {
        throw new HttpProblem(404, t('clube:sessaoNaoEncontrada'));
      }
      if (id === currentSid(request)) reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/MeusDados/sessoes/encerrar-todas',
    {
      config,
      schema: {
        tags: ['MeusDados'],
        summary: 'Logs out everywhere: ends every session of the member, this one included',
        security,
        response: { 204: z.null(), ...problemResponses(401, 429) },
      },
    },
    async (request, reply) => {
      await revokeAllSessions(app.db, memberOf(request).id, 'sair-de-todos');
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
