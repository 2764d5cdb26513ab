import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { MensagemResponseSchema, TOKEN_RESEND_SECONDS } from '@stockcar/shared/schemas/clube/comum';
import { ExclusaoContaSchema } from '@stockcar/shared/schemas/meus-dados';
import { isSmsCapable } from '@stockcar/shared/validators/phone';
import { memberOf } from '../../../plugins/auth/index.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { accountDeletedEmail } from '../rules/emails.ts';
import { recordPasswordChangeFailure } from '../rules/login-limiter.ts';
import { currentCode } from '../../../services/sms/codes.ts';
import { checkCodeOrFail, sendCodeReply } from '../../../services/sms/code-replies.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from '../../../plugins/auth/sessions.ts';
import { eraseMember } from './erase.ts';
import { mailAfterErasure } from './mail-after.ts';
import { t } from '../../../i18n.ts';

/**
 * Account deletion (LGPD art. 18 VI), confirmed with the password and a code sent by SMS to the
 * phone on file, with the phone change's limits: 6 digits (spec-deviations), 10 minutes, 5 tries,
 * a resend 120 s after the last one, at most 5 SMS an hour per phone.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ apiKey: [], bearer: [] }];

  app.post(
    '/MeusDados/exclusao/codigo',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['MeusDados'],
        summary: 'Sends the deletion code by SMS to the phone on file (again: 120 s later)',
        security,
        response: {
          200: CodigoEnviadoResponseSchema,
          ...problemResponses(401, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      if (!isSmsCapable(member.telefone)) {
        throw new HttpProblem(409, t('clube:exclusaoSemCelular'));
      }
      // A code still waiting makes this a resend: 120 s after the last one, as the phone's.
      const waiting = await currentCode(app.db, member.id, 'exclusao');
      const resend = waiting !== undefined && waiting.expiraEm.getTime() > Date.now();
      return sendCodeReply(app, reply, {
        usuarioId: member.id,
        finalidade: 'exclusao',
        telefone: member.telefone,
        resendSeconds: TOKEN_RESEND_SECONDS,
        minIntervalMs: resend ? TOKEN_RESEND_SECONDS * 1000 : undefined,
      });
    },
  );

  app.post(
    '/MeusDados/exclusao',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['MeusDados'],
        summary: 'Deletes the account for good: personal data erased, fan votes kept anonymous',
        security,
        body: ExclusaoContaSchema,
        response: { 200: MensagemResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const { senha, codigo } = request.body;
      // The password is checked within one of the code's 5 tries, claimed first, and only with
      // the right code: the SMS bounds the password guesses, parallel requests included.
      await checkCodeOrFail(app, {
        usuarioId: member.id,
        finalidade: 'exclusao',
        code: codigo,
        field: 'codigo',
        alsoRequire: {
          check: async () => {
            const right = await app.passwords.verify(member.senhaHash, senha);
            // Counts towards the login's captcha, like a wrong password in the password change.
            if (!right) await recordPasswordChangeFailure(app.db, member, request.ip);
            return right;
          },
          field: 'senha',
          message: t('clube:exclusaoSenhaIncorreta'),
        },
      });
      await app.db.transaction((tx) => eraseMember(tx, member));
      reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(app.config.publicUrl));
      await mailAfterErasure(app, request, accountDeletedEmail(member));
      return { mensagem: t('clube:contaExcluida') };
    },
  );
};

export default routes;
