import type { LightMyRequestResponse } from 'fastify';
import { desc } from 'drizzle-orm';
import { auditoria } from '../src/db/schema/index.ts';
import { startSession } from '../src/plugins/auth/sessions.ts';
import { bearer, call, createMember, setupClub, type ClubContext } from './club.ts';
import { present, staffHeaders } from './staff.ts';

/** The club manager's console tests (issue 10): a `club` staff member and a signed-in member. */

export interface ClubConsole {
  ctx: ClubContext;
  /** A call to `/api/v1/admin<url>` as the `club` staff member. */
  send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** The newest audit entry. */
  lastAudit(): Promise<typeof auditoria.$inferSelect>;
  /** A public call as a signed-in member. */
  asMember(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

export function setupClubConsole(): ClubConsole {
  const state = {} as {
    ctx: ClubContext;
    staff: Record<string, string>;
    member: Record<string, string>;
  };
  setupClub({}, async (c) => {
    state.ctx = c;
    state.staff = (await staffHeaders(c.t, 'club')).headers;
    const m = await createMember(c.t);
    const issued = await startSession(c.t.db, m.id);
    state.member = bearer(c.t.app.jwt.sign({ sub: String(m.id), sid: issued.familyId }));
  });
  return {
    get ctx() {
      return state.ctx;
    },
    send: (method, url, payload) =>
      state.ctx.t.app.inject({ method, url: `/api/v1/admin${url}`, headers: state.staff, payload }),
    lastAudit: async () =>
      present(
        (await state.ctx.t.db.select().from(auditoria).orderBy(desc(auditoria.id)).limit(1))[0],
        'audit entry',
      ),
    asMember: (method, url, payload) => call(state.ctx.t, method, url, payload, state.member),
  };
}

export const CONFLITO =
  'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';
