import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLUB_TEXTS } from '@stockcar/shared/clube-texts';
import {
  AtualizarSenhaSchema,
  EsqueceuSenhaSchema,
  MensagemResponseSchema,
  ResetarSenhaSchema,
} from '@stockcar/shared/schemas/clube';
import { TEXTS } from '@stockcar/shared/texts';
import { normalizeEmail } from '@stockcar/shared/validators/member-email';
import { findMember, findMemberByEmail, updateMember } from '../../db/queries/usuarios.ts';
import { memberOf } from '../../plugins/auth.ts';
import { fieldProblem, HttpProblem, sendProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { resetEmail } from '../../services/club-emails.ts';
import {
  clearLoginFailures,
  loginKeys,
  loginRetryAfter,
  recordLoginFailure,
  replyTooManyTries,
} from '../../services/login-limiter.ts';
import { mailLink } from '../../services/accounts.ts';
import { consumeLink, linksSentSince } from '../../services/member-links.ts';
import { isCommonPassword } from '../../services/password-policy.ts';
import {
  REFRESH_COOKIE,
  refreshCookieOptions,
  revokeAllSessions,
} from '../../services/sessions.ts';

/** Reset e-mails one account may receive per hour. */
const RESETS_PER_HOUR = 3;

/** Forgot, reset and update password (fan-club.md §2, §4, §7). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const newPassword = async (password: string, field: string) => {
    if (isCommonPassword(password)) throw fieldProblem(field, CLUB_TEXTS.senhaComum);
    return app.passwords.hash(password);
  };

  app.post(
    '/Registro/esqueceu-senha',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Registro'],
        summary: 'E-mails a password reset link (30 minutes, single use)',
        body: EsqueceuSenhaSchema,
        response: { 200: MensagemResponseSchema, ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const member = await findMemberByEmail(app.db, normalizeEmail(request.body.email));
      // The spec shows 'E-mail incorreto, ou não cadastrado' for this server text (§8).
      if (!member) throw new HttpProblem(404, TEXTS.userNotFound);
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      if ((await linksSentSince(app.db, member.id, 'reset', hourAgo)) >= RESETS_PER_HOUR) {
        reply.header('retry-after', '3600');
        return sendProblem(reply, 429, CLUB_TEXTS.muitasTentativas);
      }
      await mailLink(app, { usuarioId: member.id, tipo: 'reset', destino: member.email }, (link) =>
        resetEmail(app.config.publicUrl, member, link.hash, link.code ?? ''),
      );
      return { mensagem: 'Enviamos para o seu e-mail um link para redefinir a senha.' };
    },
  );

  app.post(
    '/Registro/resetar-senha',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Registro'],
        summary: "Sets a new password with the reset link's hash and code; ends every session",
        body: ResetarSenhaSchema,
        response: { 200: MensagemResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { password, hash, code } = request.body;
      // The password is checked first: a refused one does not spend the link.
      const senhaHash = await newPassword(password, 'password');
      const link = await consumeLink(app.db, 'reset', hash, code);
      const member = link && (await findMember(app.db, link.usuarioId));
      if (!member || link.destino !== member.email) {
        throw fieldProblem('hash', CLUB_TEXTS.linkInvalido);
      }
      await updateMember(app.db, member.id, { senhaHash });
      await revokeAllSessions(app.db, member.id, 'reset-senha');
      await clearLoginFailures(app.db, `email:${member.email}`);
      return { mensagem: CLUB_TEXTS.senhaRedefinida };
    },
  );

  app.post(
    '/Registro/atualizar-senha',
    {
      preValidation: app.authenticateMember,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Registro'],
        summary: "Changes the logged-in member's password; ends every session",
        security: [{ apiKey: [], bearer: [] }],
        body: AtualizarSenhaSchema,
        response: { 200: MensagemResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const { oldPassword, newPassword: password } = request.body;
      // Wrong current passwords count with the login's failures: a session is no free pass
      // to guess the password.
      const keys = loginKeys(member.email, request.ip);
      const wait = await loginRetryAfter(app.db, keys);
      if (wait > 0) return replyTooManyTries(reply, wait);
      if (!(await app.passwords.verify(member.senhaHash, oldPassword))) {
        await recordLoginFailure(app.db, keys);
        throw fieldProblem('oldPassword', CLUB_TEXTS.senhaAtualIncorreta);
      }
      const senhaHash = await newPassword(password, 'newPassword');
      await updateMember(app.db, member.id, { senhaHash });
      await revokeAllSessions(app.db, member.id, 'troca-senha');
      reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(app.config.publicUrl));
      return { mensagem: CLUB_TEXTS.atualizacaoSucesso };
    },
  );
};

export default routes;
