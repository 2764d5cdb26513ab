import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { Papel } from '@stockcar/shared/schemas/admin/papeis';
import { auditoria, staff } from '../src/db/schema/index.ts';
import { startSession } from '../src/plugins/auth/sessions.ts';
import { STAFF_AUDIENCE } from '../src/plugins/admin/guard.ts';
import { newTotpSecret, sealSecret } from '../src/plugins/admin/totp.ts';
import { DEV_DEFAULTS } from '../src/config.ts';
import { createClubApp, bearer } from './club.ts';
import type { Db } from '../src/db/client.ts';
import type { TestApp } from './helper.ts';

/** Staff console test helpers (issue 10). */

export const STAFF_PASSWORD = 'Console#Teste-2026';

/** The console's test app: cheap argon2, an https address (Secure cookies). */
export const createConsoleApp = (env: Record<string, string> = {}) => createClubApp(env);

let counter = 0;

/** A configured staff account (password and authenticator) of the role; its TOTP secret in clear. */
export async function createStaff(t: TestApp, papel: Papel, email?: string) {
  counter += 1;
  const secret = newTotpSecret();
  const [row] = await t.db
    .insert(staff)
    .values({
      email: email ?? `${papel}-${counter}@staff.test`,
      nome: `Pessoa ${papel} ${counter}`,
      papel,
      senhaHash: await t.app.passwords.hash(STAFF_PASSWORD),
      totpSegredo: sealSecret(DEV_DEFAULTS.STAFF_TOTP_KEY, secret),
    })
    .returning();
  if (!row) throw new Error('staff insert returned no row');
  return { ...row, secret };
}

/** Headers of a signed-in staff member of the role (a live session, without the sign-in steps). */
export async function staffHeaders(t: TestApp, papel: Papel) {
  const account = await createStaff(t, papel);
  const issued = await startSession(t.db, account.id, 'test', 'staff');
  const token = t.app.jwt.sign({
    sub: String(account.id),
    sid: issued.familyId,
    aud: STAFF_AUDIENCE,
  });
  return { headers: bearer(token), account };
}

export const totpCode = (secret: string) => generate({ secret });

/** The value, failing the test where it is missing (no non-null assertions in tests). */
export function present<T>(value: T | undefined | null, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}

/** The newest audit entry of one entity, or undefined. */
export async function lastAuditOf(db: Db, entidade: string, id: number) {
  const [entry] = await db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidade, entidade), eq(auditoria.entidadeId, String(id))))
    .orderBy(desc(auditoria.id))
    .limit(1);
  return entry;
}
