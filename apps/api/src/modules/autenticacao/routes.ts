import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AccessTokenResponseSchema, LoginSchema } from '@stockcar/shared/schemas/clube';
import { CLUB_TEXTS } from '@stockcar/shared/clube-texts';
import { normalizeEmail } from '@stockcar/shared/validators/member-email';
import { usuario } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../plugins/auth.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { accountState, sendActivation, sendGuardianRequest } from '../../services/accounts.ts';
import {
  clearLoginFailures,
  loginKeys,
  loginRetryAfter,
  recordLoginFailure,
  replyTooManyTries,
} from '../../services/login-limiter.ts';
import { hasUnexpiredLink } from '../../services/member-links.ts';
import {
  REFRESH_COOKIE,
  REFRESH_TTL_SECONDS,
  refreshCookieOptions,
  ownerOfToken,
  revokeAllSessions,
  rotate,
  startSession,
  type IssuedToken,
} from '../../services/sessions.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = refreshCookieOptions(app.config.publicUrl);

  /** The access token in the body, the refresh token in its cookie. */
  function grant(reply: FastifyReply, issued: IssuedToken) {
    reply.setCookie(REFRESH_COOKIE, issued.token, {
      ...cookieOptions,
      maxAge: REFRESH_TTL_SECONDS,
    });
    const accessToken = app.jwt.sign({ sub: String(issued.usuarioId), sid: issued.familyId });
    return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  /** A correct password on an account that cannot log in yet: say what it waits for. */
  async function refuseInactive(u: typeof usuario.$inferSelect): Promise<never> {
    const state = accountState(u);
    if (state.aguardandoCodigoSms) throw new HttpProblem(403, CLUB_TEXTS.aguardandoCodigoSms);
    if (!state.emailConfirmado) {
      if (await hasUnexpiredLink(app.db, u.id, 'ativacao')) {
        throw new HttpProblem(403, CLUB_TEXTS.contaNaoAtivada);
      }
      await sendActivation(app, u);
      throw new HttpProblem(403, CLUB_TEXTS.contaNaoAtivadaReenviada);
    }
    if (!(await hasUnexpiredLink(app.db, u.id, 'responsavel'))) {
      await sendGuardianRequest(app, u);
    }
    throw new HttpProblem(403, CLUB_TEXTS.aguardandoResponsavel);
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
      const keys = loginKeys(email, request.ip);
      const wait = await loginRetryAfter(app.db, keys);
      if (wait > 0) return replyTooManyTries(reply, wait);
      const [u] = await app.db.select().from(usuario).where(eq(usuario.email, email));
      const ok = u
        ? await app.passwords.verify(u.senhaHash, request.body.senha)
        : (await app.passwords.verifyNothing(request.body.senha), false);
      if (!u || !ok) {
        await recordLoginFailure(app.db, keys);
        throw new HttpProblem(400, CLUB_TEXTS.loginInvalido);
      }
      await clearLoginFailures(app.db, keys[0] as string);
      if (!accountState(u).ativo) await refuseInactive(u);
      return grant(reply, await startSession(app.db, u.id));
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
        throw new HttpProblem(401, CLUB_TEXTS.sessaoExpirada);
      }
      return grant(reply, result.issued);
    },
  );

  app.post(
    '/Autenticacao/logout',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Autenticacao'],
        summary: "Ends the member's sessions (cookie and/or bearer) and clears the cookie",
        response: { 204: z.null(), ...problemResponses(429) },
      },
    },
    async (request, reply) => {
      let usuarioId: number | undefined;
      const token = refreshCookieOf(request);
      if (token) usuarioId = (await ownerOfToken(app.db, token))?.usuarioId;
      if (usuarioId === undefined) {
        try {
          await request.jwtVerify();
          usuarioId = Number(request.user.sub);
        } catch {
          // Nothing proves who this is: clearing the cookie is all there is to do.
        }
      }
      if (usuarioId !== undefined) await revokeAllSessions(app.db, usuarioId, 'logout');
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
