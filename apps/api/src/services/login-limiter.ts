import type { FastifyReply } from 'fastify';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { CLUB_TEXTS } from '@stockcar/shared/clube-texts';
import type { Db } from '../db/client.ts';
import { falhaLogin } from '../db/schema/index.ts';
import { sendProblem } from '../plugins/problem.ts';

/** 10 failed logins in 15 minutes per account and per address give 429 (issue 5). */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failures are counted in the database so every instance sees them. The window slides: the
 * wait ends when the oldest counted failure leaves it, so nobody is ever locked out for good.
 */
export const loginKeys = (email: string, ip: string) => [`email:${email}`, `ip:${ip}`];

/** Seconds to wait before trying again, or 0 when the keys are under the limit. */
export async function loginRetryAfter(db: Db, keys: string[]): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  let wait = 0;
  for (const key of keys) {
    const rows = await db
      .select({ at: falhaLogin.criadoEm })
      .from(falhaLogin)
      .where(and(eq(falhaLogin.chave, key), gt(falhaLogin.criadoEm, since)))
      .orderBy(desc(falhaLogin.criadoEm))
      .limit(LOGIN_MAX_FAILURES);
    const oldest = rows[LOGIN_MAX_FAILURES - 1];
    if (oldest) {
      const seconds = Math.ceil((oldest.at.getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000);
      wait = Math.max(wait, seconds, 1);
    }
  }
  return wait;
}

export async function recordLoginFailure(db: Db, keys: string[]) {
  await db.insert(falhaLogin).values(keys.map((chave) => ({ chave })));
  await db
    .delete(falhaLogin)
    .where(
      and(
        inArray(falhaLogin.chave, keys),
        lt(falhaLogin.criadoEm, new Date(Date.now() - LOGIN_WINDOW_MS)),
      ),
    );
}

/** 429 with Retry-After: too many failed passwords for this account or address. */
export function replyTooManyTries(reply: FastifyReply, seconds: number) {
  reply.header('retry-after', String(seconds));
  return sendProblem(reply, 429, CLUB_TEXTS.muitasTentativas);
}

/** A successful login clears the account's count (the address keeps its own). */
export async function clearLoginFailures(db: Db, key: string) {
  await db.delete(falhaLogin).where(eq(falhaLogin.chave, key));
}
