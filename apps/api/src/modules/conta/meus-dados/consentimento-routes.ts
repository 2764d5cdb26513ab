import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  AlterarConsentimentoSchema,
  ConsentimentoAlteradoResponseSchema,
  ConsentimentosResponseSchema,
} from '@stockcar/shared/schemas/meus-dados';
import { updateMember } from '../repository/usuarios.ts';
import { memberOf } from '../../../plugins/auth/index.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { recordConsents } from '../repository/consentimentos.ts';
import { OPTIN_COLUMN, consentsOf } from './consents.ts';
import { t } from '../../../i18n.ts';

/** Consent history, and the withdrawal (or new grant) of the optional ones (LGPD art. 8 §5). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ apiKey: [], bearer: [] }];

  app.get(
    '/MeusDados/consentimentos',
    {
      schema: {
        tags: ['MeusDados'],
        summary: 'The optional consents as they stand and every consent choice, newest first',
        security,
        querystring: IdiomaQuerySchema,
        response: { 200: ConsentimentosResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return consentsOf(app.db, memberOf(request));
    },
  );

  app.put(
    '/MeusDados/consentimentos',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['MeusDados'],
        summary: 'Withdraws or gives again an optional consent (e-mail, SMS, WhatsApp)',
        security,
        body: AlterarConsentimentoSchema,
        response: { 200: ConsentimentoAlteradoResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { finalidade, concedido } = request.body;
      const column = OPTIN_COLUMN[finalidade];
      let current = member;
      // Only a change is a choice worth recording: a repeated click adds nothing to the history.
      if (member[column] !== concedido) {
        current = await app.db.transaction(async (tx) => {
          const updated = await updateMember(tx, member.id, { [column]: concedido });
          await recordConsents(
            tx,
            member.id,
            { [finalidade]: concedido },
            { origem: 'meus-dados', ip: request.ip },
          );
          return updated;
        });
      }
      return {
        ...(await consentsOf(app.db, current)),
        mensagem: t('clube:consentimentoAtualizado'),
      };
    },
  );
};

export default routes;
