import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import QRCode from 'qrcode';
import {
  StaffInviteViewSchema,
  StaffLoginSchema,
  StaffSchema,
  StaffSessionSchema,
  StaffSetupSchema,
  StaffTokenParamsSchema,
} from '@stockcar/shared/schemas/admin/staff';
import type { Papel } from '@stockcar/shared/schemas/admin/papeis';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../plugins/auth/index.ts';
import {
  REFRESH_TTL_SECONDS,
  liveSessionOfToken,
  revokeFamily,
  rotate,
  startSession,
  type IssuedToken,
} from '../../plugins/auth/sessions.ts';
import { authenticateStaff, STAFF_AUDIENCE } from '../../plugins/admin/guard.ts';
import { acceptedStep, openSecret, otpauthUrl } from '../../plugins/admin/totp.ts';
import { HttpProblem, fieldProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { t } from '../../i18n.ts';
import {
  completeSetup,
  findSetupLink,
  findStaff,
  findStaffByEmail,
  takeTotpStep,
  type StaffRow,
} from './repository.ts';

/** The console's refresh cookie, sent only to the console's session routes (issue 10). */
export const STAFF_REFRESH_COOKIE = 'stockstaff_rt';
export const STAFF_REFRESH_PATH = '/api/v1/admin/sessao';

const tags = ['Admin'];
const staffView = (row: StaffRow) => ({
  id: row.id,
  email: row.email,
  nome: row.nome,
  papel: row.papel as Papel,
});

/**
 * Staff sign-in with password and authenticator code, refresh and sign-out, and the set-up
 * link (password + authenticator enrolment). Sessions are the members' mechanism with the
 * staff audience: short access token, rotating HttpOnly refresh cookie.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const cookie = {
    httpOnly: true,
    secure: app.config.publicUrl.startsWith('https:'),
    sameSite: 'strict' as const,
    path: STAFF_REFRESH_PATH,
  };
  const { totpKey } = app.config.staff;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  function grant(reply: FastifyReply, issued: IssuedToken, row: StaffRow) {
    reply.setCookie(STAFF_REFRESH_COOKIE, issued.token, { ...cookie, maxAge: REFRESH_TTL_SECONDS });
    const accessToken = app.jwt.sign(
      { sub: String(issued.ownerId), sid: issued.familyId, aud: STAFF_AUDIENCE },
      { expiresIn: ACCESS_TOKEN_TTL_SECONDS },
    );
    return { accessToken, staff: staffView(row) };
  }

  app.post(
    '/admin/sessao',
    {
      config: limit(10),
      schema: {
        tags,
        summary: 'Staff sign-in: e-mail, password and the authenticator code',
        body: StaffLoginSchema,
        response: { 200: StaffSessionSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { email, senha, codigo } = request.body;
      const row = await findStaffByEmail(app.db, email);
      if (!row?.senhaHash || !row.totpSegredo || !row.ativo) {
        await app.passwords.verifyNothing(senha);
        throw new HttpProblem(401, t('admin:loginInvalido'));
      }
      if (!(await app.passwords.verify(row.senhaHash, senha))) {
        throw new HttpProblem(401, t('admin:loginInvalido'));
      }
      const secret = openSecret(totpKey, row.totpSegredo);
      const step = await acceptedStep(secret, codigo, row.totpUltimoPasso);
      if (step === undefined || !(await takeTotpStep(app.db, row.id, step, row.totpUltimoPasso))) {
        throw new HttpProblem(401, t('admin:loginInvalido'));
      }
      const issued = await startSession(app.db, row.id, request.headers['user-agent'], 'staff');
      return grant(reply, issued, row);
    },
  );

  app.post(
    '/admin/sessao/renovar',
    {
      config: limit(60),
      schema: {
        tags,
        summary: 'Exchanges the staff refresh cookie for a new access token and cookie',
        response: { 200: StaffSessionSchema, ...problemResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[STAFF_REFRESH_COOKIE];
      const result = token
        ? await rotate(app.db, token, app.config.club.reuseGraceSeconds, 'staff')
        : ({ status: 'invalid' } as const);
      const row =
        result.status === 'ok' ? await findStaff(app.db, result.issued.ownerId) : undefined;
      if (result.status !== 'ok' || !row?.ativo) {
        if (result.status === 'reused')
          request.log.warn('staff refresh token reused: family revoked');
        reply.clearCookie(STAFF_REFRESH_COOKIE, cookie);
        throw new HttpProblem(401, t('admin:sessaoExpirada'));
      }
      return grant(reply, result.issued, row);
    },
  );

  app.post(
    '/admin/sessao/sair',
    {
      config: limit(60),
      schema: {
        tags,
        summary: 'Ends the staff session of this browser',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const token = request.cookies[STAFF_REFRESH_COOKIE];
      const live = token ? await liveSessionOfToken(app.db, token, 'staff') : undefined;
      if (live) await revokeFamily(app.db, live.familyId, 'logout');
      reply.clearCookie(STAFF_REFRESH_COOKIE, cookie);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/eu',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: StaffSchema, ...problemResponses(401) },
      },
    },
    async (request: FastifyRequest) => authenticateStaff(request),
  );

  app.get(
    '/admin/convite/:token',
    {
      config: limit(30),
      schema: {
        tags,
        summary: 'A set-up link: the account and the authenticator to enrol',
        params: StaffTokenParamsSchema,
        response: { 200: StaffInviteViewSchema, ...problemResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const link = await findSetupLink(app.db, request.params.token);
      if (!link) throw new HttpProblem(404, t('admin:conviteInvalido'));
      const url = otpauthUrl(link.staff.email, openSecret(totpKey, link.convite.totpSegredo));
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
      reply.header('cache-control', 'no-store');
      return {
        email: link.staff.email,
        nome: link.staff.nome,
        papel: link.staff.papel as Papel,
        otpauthUrl: url,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },
  );

  app.post(
    '/admin/convite/:token',
    {
      config: limit(10),
      schema: {
        tags,
        summary: 'Uses a set-up link: password and the first authenticator code',
        params: StaffTokenParamsSchema,
        body: StaffSetupSchema,
        response: { 204: z.null(), ...problemResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const link = await findSetupLink(app.db, request.params.token);
      if (!link) throw new HttpProblem(404, t('admin:conviteInvalido'));
      const secret = openSecret(totpKey, link.convite.totpSegredo);
      const step = await acceptedStep(secret, request.body.codigo, null);
      if (step === undefined) throw fieldProblem('codigo', t('admin:codigoInvalido'));
      const done = await completeSetup(app.db, link.convite.id, link.staff.id, {
        senhaHash: await app.passwords.hash(request.body.senha),
        totpSegredo: link.convite.totpSegredo,
        totpUltimoPasso: step,
      });
      if (!done) throw new HttpProblem(404, t('admin:conviteInvalido'));
      return reply.code(204).send(null);
    },
  );
};

export default routes;
