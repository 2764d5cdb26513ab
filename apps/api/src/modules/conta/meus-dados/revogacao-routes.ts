import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { RevogarAutorizacaoSchema } from '@stockcar/shared/schemas/meus-dados';
import { findMember } from '../repository/usuarios.ts';
import { fieldProblem } from '../../../plugins/problem.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { recordConsents } from '../repository/consentimentos.ts';
import { authorisationRevokedEmail } from '../rules/emails.ts';
import { consumeLink } from '../repository/links.ts';
import { eraseMember } from './erase.ts';
import { mailAfterErasure } from './mail-after.ts';
import { t } from '../../../i18n.ts';

/**
 * A minor's guardian revokes the authorisation (LGPD art. 14) with the second link of the
 * authorisation e-mail, `/stockclub/revogar-autorizacao?h=`. The page asks for a click: only this
 * POST changes anything, since mail scanners follow links.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/MeusDados/revogar-autorizacao',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['MeusDados'],
        summary: "A guardian revokes a minor's authorisation: the account is erased",
        body: RevogarAutorizacaoSchema,
        response: { 200: MensagemResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const revoked = await app.db.transaction(async (tx) => {
        const link = await consumeLink(tx, 'revogacao-responsavel', request.body.hash);
        const member = link && (await findMember(tx, link.usuarioId));
        // The link speaks for the guardian it was sent to, and only while that is the guardian.
        if (!link || !member || link.destino !== member.emailResponsavel) return undefined;
        await eraseMember(tx, member);
        // Kept after the erasure, unlinked: proof that the guardian asked (LGPD art. 16 I).
        await recordConsents(
          tx,
          null,
          { 'autorizacao-responsavel': false },
          {
            origem: 'revogacao-responsavel',
            ip: request.ip,
            concedidoPor: `responsavel:${link.destino}`,
          },
        );
        return { guardian: link.destino, nome: member.nome };
      });
      if (!revoked) throw fieldProblem('hash', t('clube:linkInvalido'));
      await mailAfterErasure(
        app,
        request,
        authorisationRevokedEmail(revoked.guardian, revoked.nome),
      );
      return { mensagem: t('clube:autorizacaoRevogada') };
    },
  );
};

export default routes;
