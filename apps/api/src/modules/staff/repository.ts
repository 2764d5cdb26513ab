import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Papel } from '@stockcar/shared/schemas/admin/papeis';
import type { Db } from '../../db/client.ts';
import { staff, staffConvite } from '../../db/schema/index.ts';
import { randomSecret, sha256 } from '../../lib/secrets.ts';
import { newTotpSecret, sealSecret } from '../../plugins/admin/totp.ts';

/** The staff accounts' SQL (issue 10). */

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  return row;
}

export async function findStaff(db: Db, id: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/** Records the accepted TOTP step unless a concurrent sign-in took it (or a later one) first. */
export async function takeTotpStep(db: Db, id: number, step: number, lastStep: number | null) {
  const won = await db
    .update(staff)
    .set({ totpUltimoPasso: step })
    .where(
      and(
        eq(staff.id, id),
        lastStep === null ? isNull(staff.totpUltimoPasso) : eq(staff.totpUltimoPasso, lastStep),
      ),
    )
    .returning({ id: staff.id });
  return won.length === 1;
}

export interface NewStaff {
  email: string;
  nome: string;
  papel: Papel;
}

export async function insertStaff(db: Db, account: NewStaff) {
  const [row] = await db.insert(staff).values(account).returning();
  if (!row) throw new Error('staff insert returned no row');
  return row;
}

/**
 * A one-time set-up link for an account: a fresh authenticator secret and a link secret,
 * replacing any earlier unused link. Returns the link's secret (shown once, never stored).
 */
export async function issueSetupLink(db: Db, staffId: number, totpKey: string, hours: number) {
  const token = randomSecret();
  await db
    .update(staffConvite)
    .set({ usadoEm: new Date() })
    .where(and(eq(staffConvite.staffId, staffId), isNull(staffConvite.usadoEm)));
  await db.insert(staffConvite).values({
    staffId,
    tokenHash: sha256(token),
    totpSegredo: sealSecret(totpKey, newTotpSecret()),
    expiraEm: new Date(Date.now() + hours * 3600 * 1000),
  });
  return token;
}

/** The unused, unexpired link with its account; undefined otherwise. */
export async function findSetupLink(db: Db, token: string) {
  const [row] = await db
    .select({ convite: staffConvite, staff })
    .from(staffConvite)
    .innerJoin(staff, eq(staff.id, staffConvite.staffId))
    .where(
      and(
        eq(staffConvite.tokenHash, sha256(token)),
        isNull(staffConvite.usadoEm),
        gt(staffConvite.expiraEm, new Date()),
        eq(staff.ativo, true),
      ),
    );
  return row;
}

/** Uses the link: password and authenticator saved, the link spent, in one statement each of one transaction. */
export async function completeSetup(
  db: Db,
  conviteId: number,
  staffId: number,
  values: { senhaHash: string; totpSegredo: string; totpUltimoPasso: number },
) {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(staffConvite)
      .set({ usadoEm: new Date() })
      .where(and(eq(staffConvite.id, conviteId), isNull(staffConvite.usadoEm)))
      .returning({ id: staffConvite.id });
    if (spent.length === 0) return false;
    await tx.update(staff).set(values).where(eq(staff.id, staffId));
    return true;
  });
}
