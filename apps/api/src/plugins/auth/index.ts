import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_ID } from '@stockcar/shared/schemas/common';
import { preparedFor } from '../../db/prepared.ts';
import { sessaoFamilia, usuario } from '../../db/schema/index.ts';
import { HttpProblem } from '../problem.ts';
import { t } from '../../i18n.ts';

/** Claims of a member's access token: the member and the session (refresh family). */
export interface MemberClaims {
  sub: string;
  sid?: string;
  /** 'staff' on the console's tokens (plugins/admin/guard.ts); absent on members'. */
  aud?: string;
}

export type Member = typeof usuario.$inferSelect;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: MemberClaims;
    user: MemberClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for member routes: a valid token of a live session whose member exists
     * (fan-club.md §8: otherwise 401, 'Usuário não encontrado' when the member is gone).
     */
    authenticateMember(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    member?: Member;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** A token's `sub` as a member id the database can hold (integer column), else undefined. */
export function memberIdOf(claims: MemberClaims): number | undefined {
  const id = Number(claims.sub);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** The member loaded by `authenticateMember`. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new HttpProblem(401, t('errors:unauthorized'));
  return request.member;
}

/** A session id no session has: a token without one finds its member but no live session. */
const NO_SESSION = '00000000-0000-0000-0000-000000000000';

/**
 * The member and, when still live, the token's session, in one round trip (every member call
 * makes it: prepared).
 */
const memberWithSession = preparedFor((db) =>
  db
    .select({ member: usuario, sessao: sessaoFamilia.id })
    .from(usuario)
    .leftJoin(
      sessaoFamilia,
      and(
        eq(sessaoFamilia.id, sql.placeholder('sid')),
        eq(sessaoFamilia.usuarioId, usuario.id),
        isNull(sessaoFamilia.revogadaEm),
      ),
    )
    .where(eq(usuario.id, sql.placeholder('id')))
    .prepare('auth_member_with_session'),
);

export default fp<{ secret: string }>(async (app, { secret }) => {
  await app.register(jwt, { secret, sign: { expiresIn: ACCESS_TOKEN_TTL_SECONDS } });
  const verify = async (request: FastifyRequest) => {
    try {
      await request.jwtVerify();
    } catch {
      throw new HttpProblem(401, t('errors:unauthorized'));
    }
  };
  app.decorate('authenticateMember', async (request: FastifyRequest) => {
    await verify(request);
    if (request.user.aud !== undefined) throw new HttpProblem(401, t('errors:unauthorized'));
    const id = memberIdOf(request.user);
    const [found] =
      id === undefined
        ? []
        : await memberWithSession(app.db).execute({ id, sid: request.user.sid ?? NO_SESSION });
    if (!found) throw new HttpProblem(401, t('errors:userNotFound'));
    if (found.sessao === null) throw new HttpProblem(401, t('errors:unauthorized'));
    request.member = found.member;
  });
});
