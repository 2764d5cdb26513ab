import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AtualizarSenhaSchema,
  EsqueceuSenhaSchema,
  ResetarSenhaSchema,
} from '@stockcar/shared/schemas/clube/registro';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { normalizeEmail } from '@stockcar/shared/validators/member-email';
import {
  findMember,
  findMemberByEmail,
  updateMember,
  type Usuario,
} from '../repository/usuarios.ts';
import { memberOf } from '../../../plugins/auth/index.ts';
import { fieldProblem, HttpProblem, sendProblem } from '../../../plugins/problem.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { resetEmail } from '../rules/emails.ts';
import {
  clearAccountFailures,
  passwordChangeRetryAfter,
  recordPasswordChangeFailure,
  replyTooManyTries,
} from '../rules/login-limiter.ts';
import { mailLink } from '../rules/activation.ts';
import { consumeLink, linksSentSince } from '../repository/links.ts';
import { newPasswordIssue } from '../rules/password-policy.ts';
import {
  REFRESH_COOKIE,
  refreshCookieOptions,
  revokeAllSessions,
} from '../../../plugins/auth/sessions.ts';
import { t } from '../../../i18n.ts';

/** Reset e-mails one account may receive per hour. */
const RESETS_PER_HOUR = 3;

/** Forgot, reset and update password (fan-club.md §2, §4, §7). */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** Refuses a common or easy-to-guess password for this member (issue 12). */
  const checkNewPassword = async (password: string, field: string, member: Usuario) => {
    const issue = await newPasswordIssue(password, member);
    if (issue) throw fieldProblem(field, issue);
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
      if (!member) throw new HttpProblem(404, t('errors:userNotFound'));
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      if ((await linksSentSince(app.db, member.id, 'reset', hourAgo)) >= RESETS_PER_HOUR) {
        reply.header('retry-after', '3600');
        return sendProblem(reply, 429, t('clube:muitasTentativas'));
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
      // Hashed first (argon2 is slow): the transaction below then holds the link briefly.
      const senhaHash = await app.passwords.hash(password);
      // One transaction: the link is spent, the password set and every session ended, or none
      // of it. The password is judged against the link's member, so a refused one rolls the
      // link back and it still works.
      const member = await app.db.transaction(async (tx) => {
        const link = await consumeLink(tx, 'reset', hash, code);
        const found = link && (await findMember(tx, link.usuarioId));
        if (!found || link.destino !== found.email) {
          throw fieldProblem('hash', t('clube:linkInvalido'));
        }
        await checkNewPassword(password, 'password', found);
        await updateMember(tx, found.id, { senhaHash });
        await revokeAllSessions(tx, found.id, 'reset-senha');
        return found;
      });
      await clearAccountFailures(app.db, member.email);
      return { mensagem: t('clube:senhaRedefinida') };
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
      // A session is no free pass to guess the password: wrong current passwords have their
      // own limit per member (only the member's sessions add to it) and count towards the
      // login's captcha on the account.
      const wait = await passwordChangeRetryAfter(app.db, member.id);
      if (wait > 0) return replyTooManyTries(reply, wait);
      if (!(await app.passwords.verify(member.senhaHash, oldPassword))) {
        await recordPasswordChangeFailure(app.db, member, request.ip);
        throw fieldProblem('oldPassword', t('clube:senhaAtualIncorreta'));
      }
      await checkNewPassword(password, 'newPassword', member);
      await updateMember(app.db, member.id, { senhaHash: await app.passwords.hash(password) });
      await revokeAllSessions(app.db, member.id, 'troca-senha');
      reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(app.config.publicUrl));
      return { mensagem: t('clube:atualizacaoSucesso') };
    },
  );
};

export default routes;
