import fp from 'fastify-plugin';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { papelPode, type Area, type Papel } from '@stockcar/shared/schemas/admin/papeis';
import type { Staff } from '@stockcar/shared/schemas/admin/staff';
import { MAX_ID } from '@stockcar/shared/schemas/common';
import { staff } from '../../db/schema/index.ts';
import { isSessionActive } from '../auth/sessions.ts';
import { HttpProblem } from '../problem.ts';
import { t } from '../../i18n.ts';

/** Staff access tokens name their audience: a member's token never opens the console. */
export const STAFF_AUDIENCE = 'staff';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation hook of every console route (before the body is read or checked): 401 without a live staff session, 403 when the
     * role does not reach the area (issue 10: enforced on the server for every admin route).
     */
    staffOnly(area: Area): preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    staff?: Staff;
  }
}

/** The staff member the guard let through. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new HttpProblem(401, t('admin:naoAutenticado'));
  return request.staff;
}

/** The signed-in staff member, whatever the area (the console's own "who am I"). */
export async function authenticateStaff(request: FastifyRequest): Promise<Staff> {
  try {
    await request.jwtVerify();
  } catch {
    throw new HttpProblem(401, t('admin:naoAutenticado'));
  }
  const { sub, sid, aud } = request.user;
  const id = Number(sub);
  if (aud !== STAFF_AUDIENCE || !sid || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw new HttpProblem(401, t('admin:naoAutenticado'));
  }
  const db = request.server.db;
  const [row] = await db
    .select({ id: staff.id, email: staff.email, nome: staff.nome, papel: staff.papel })
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.ativo, true)));
  if (!row || !(await isSessionActive(db, sid, id, 'staff'))) {
    throw new HttpProblem(401, t('admin:naoAutenticado'));
  }
  request.staff = { ...row, papel: row.papel as Papel };
  return request.staff;
}

export default fp(async (app) => {
  app.decorate('staffOnly', (area: Area) => async (request: FastifyRequest) => {
    const who = await authenticateStaff(request);
    if (!papelPode(who.papel, area)) throw new HttpProblem(403, t('admin:semPermissao'));
  });
});
