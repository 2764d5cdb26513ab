import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccessTokenResponseSchema } from '@stockcar/shared/schemas/usuario-sessao';
import { LoginSchema } from '@stockcar/shared/schemas/clube/autenticacao';
import { normalizeEmail } from '@stockcar/shared/validators/member-email';
import { ACCESS_TOKEN_TTL_SECONDS, memberIdOf } from '../../../plugins/auth/index.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { accountState, sendActivation, sendGuardianRequest } from '../rules/activation.ts';
import {
  clearLoginPair,
  loginNeedsCaptcha,
  loginRetryAfter,
  recordLoginFailure,
  replyTooManyTries,
  requireLoginCaptcha,
} from '../rules/login-limiter.ts';
import { hasUnexpiredLink } from '../repository/links.ts';
import { findMemberByEmail, type Usuario } from '../repository/usuarios.ts';
import {
  REFRESH_COOKIE,
  REFRESH_TTL_SECONDS,
  refreshCookieOptions,
  isSessionActive,
  liveSessionOfToken,
  revokeFamily,
  rotate,
  startSession,
  type IssuedToken,
} from '../../../plugins/auth/sessions.ts';
import { t } from '../../../i18n.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = refreshCookieOptions(app.config.publicUrl);

  /** The access token in the body, the refresh token in its cookie. */
  function grant(reply: FastifyReply, issued: IssuedToken) {
    reply.setCookie(REFRESH_COOKIE, issued.token, {
      ...cookieOptions,
      maxAge: REFRESH_TTL_SECONDS,
    });
    const accessToken = app.jwt.sign({ sub: String(issued.ownerId), sid: issued.familyId });
    return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  /** A correct password on an account that cannot log in yet: say what it waits for. */
  async function refuseInactive(u: Usuario): Promise<never> {
    const state = accountState(u);
    if (state.aguardandoCodigoSms) throw new HttpProblem(403, t('clube:aguardandoCodigoSms'));
    if (!state.emailConfirmado) {
      if (await hasUnexpiredLink(app.db, u.id, 'ativacao')) {
        throw new HttpProblem(403, t('clube:contaNaoAtivada'));
      }
      await sendActivation(app, u);
      throw new HttpProblem(403, t('clube:contaNaoAtivadaReenviada'));
    }
    if (!(await hasUnexpiredLink(app.db, u.id, 'responsavel'))) {
      await sendGuardianRequest(app, u);
    }
    throw new HttpProblem(403, t('clube:aguardandoResponsavel'));
  }

  app.post(
    '/Autenticacao/login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Autenticacao'],
        summary: 'Logs a member in: access token in the body, refresh token in an HttpOnly cookie',
        body: LoginSchema,
        response: { 200: AccessTokenResponseSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const wait = await loginRetryAfter(app.db, email, request.ip);
      if (wait > 0) return replyTooManyTries(reply, wait);
      // Failures never lock the account or an address: past a few, the login asks for the captcha.
      if (await loginNeedsCaptcha(app.db, email, request.ip)) {
        await requireLoginCaptcha(app.captcha, request.body.captcha);
      }
      const u = await findMemberByEmail(app.db, email);
      const ok = u
        ? await app.passwords.verify(u.senhaHash, request.body.senha)
        : (await app.passwords.verifyNothing(request.body.senha), false);
      if (!u || !ok) {
        await recordLoginFailure(app.db, email, request.ip);
        throw new HttpProblem(400, t('clube:loginInvalido'));
      }
      await clearLoginPair(app.db, email, request.ip);
      if (!accountState(u).ativo) await refuseInactive(u);
      return grant(reply, await startSession(app.db, u.id, request.headers['user-agent']));
    },
  );

  const refreshCookieOf = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE];

  app.post(
    '/Autenticacao/refresh',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['Autenticacao'],
        summary: 'Exchanges the refresh cookie for a new access token and a new cookie',
        response: { 200: AccessTokenResponseSchema, ...problemResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const token = refreshCookieOf(request);
      const result = token
        ? await rotate(app.db, token, app.config.club.reuseGraceSeconds)
        : ({ status: 'invalid' } as const);
      if (result.status !== 'ok') {
        if (result.status === 'reused') request.log.warn('refresh token reused: family revoked');
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
        throw new HttpProblem(401, t('clube:sessaoExpirada'));
      }
      return grant(reply, result.issued);
    },
  );

  /** The live session this request proves: its refresh cookie, else its access token. */
  async function sessionOf(request: FastifyRequest): Promise<string | undefined> {
    const token = refreshCookieOf(request);
    const byCookie = token ? await liveSessionOfToken(app.db, token) : undefined;
    if (byCookie) return byCookie.familyId;
    try {
      await request.jwtVerify();
    } catch {
      return undefined;
    }
    const { sid } = request.user;
    const usuarioId = memberIdOf(request.user);
    // A token without a session id, or of an ended session, proves nothing (issue 12).
    if (!sid || usuarioId === undefined) return undefined;
    return (await isSessionActive(app.db, sid, usuarioId)) ? sid : undefined;
  }

  app.post(
    '/Autenticacao/logout',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Autenticacao'],
        summary:
          'Ends this session only (the refresh cookie, else the bearer token) and clears the cookie',
        response: { 204: z.null(), ...problemResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const familyId = await sessionOf(request);
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      if (!familyId) throw new HttpProblem(401, t('clube:sessaoExpirada'));
      await revokeFamily(app.db, familyId, 'logout');
      return reply.status(204).send(null);
    },
  );
};

export default routes;
