import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codigoSms } from '../../db/schema/index.ts';
import { keyedHash, sameDigest, sixDigitCode } from '../../lib/secrets.ts';
import type { SmsService } from './gateway.ts';
import { t } from '../../i18n.ts';

/** Codes by SMS (issue 5): 6 digits, 10 minutes, single use, void after 5 wrong tries. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
/** One SMS per phone per 60 s and 5 per hour. */
export const SMS_MIN_INTERVAL_MS = 60 * 1000;
export const SMS_PER_HOUR = 5;
/** Whatever the numbers, one member makes us send at most this many SMS an hour. */
export const SMS_PER_MEMBER_HOUR = 10;

export type Purpose = 'registro' | 'telefone' | 'fanpush' | 'exclusao';

export type SendResult =
  | { ok: true }
  | { ok: false; retryAfter: number; reason: 'interval' | 'hour' }
  | { ok: false; reason: 'unavailable' };

const HOUR_MS = 60 * 60 * 1000;
const secondsUntil = (until: number) => Math.max(1, Math.ceil((until - Date.now()) / 1000));

/** Sending times of the last hour matching `where`, newest first. */
function sentInTheLastHour(db: Db, where: SQL) {
  return db
    .select({ at: codigoSms.criadoEm })
    .from(codigoSms)
    .where(and(where, gt(codigoSms.criadoEm, new Date(Date.now() - HOUR_MS))))
    .orderBy(desc(codigoSms.criadoEm));
}

/** Seconds until a phone may receive another SMS, and why, or undefined when it may now. */
export async function smsWait(db: Db, destino: string, minIntervalMs = SMS_MIN_INTERVAL_MS) {
  const recent = await sentInTheLastHour(db, eq(codigoSms.destino, destino));
  const last = recent[0];
  if (last && Date.now() - last.at.getTime() < minIntervalMs) {
    return {
      retryAfter: secondsUntil(last.at.getTime() + minIntervalMs),
      reason: 'interval' as const,
    };
  }
  const oldest = recent[SMS_PER_HOUR - 1];
  if (oldest)
    return { retryAfter: secondsUntil(oldest.at.getTime() + HOUR_MS), reason: 'hour' as const };
  return undefined;
}

/** A member cycling through fresh numbers still meets an hourly cap. */
async function memberWait(db: Db, usuarioId: number) {
  const recent = await sentInTheLastHour(db, eq(codigoSms.usuarioId, usuarioId));
  const oldest = recent[SMS_PER_MEMBER_HOUR - 1];
  if (oldest)
    return { retryAfter: secondsUntil(oldest.at.getTime() + HOUR_MS), reason: 'hour' as const };
  return undefined;
}

/**
 * Sends a new code to a phone, voiding the member's earlier codes of the same purpose. The
 * caller checked that the number can receive SMS.
 */
export async function sendCode(
  db: Db,
  sms: SmsService,
  options: {
    key: string;
    usuarioId: number;
    finalidade: Purpose;
    telefone: string;
    destino: string;
    minIntervalMs?: number;
    onError?: (err: unknown) => void;
  },
): Promise<SendResult> {
  const wait =
    (await smsWait(db, options.destino, options.minIntervalMs)) ??
    (await memberWait(db, options.usuarioId));
  if (wait) return { ok: false, ...wait };
  const code = sixDigitCode();
  await db
    .update(codigoSms)
    .set({ usadoEm: new Date() })
    .where(
      and(
        eq(codigoSms.usuarioId, options.usuarioId),
        eq(codigoSms.finalidade, options.finalidade),
        isNull(codigoSms.usadoEm),
      ),
    );
  const [row] = await db
    .insert(codigoSms)
    .values({
      usuarioId: options.usuarioId,
      finalidade: options.finalidade,
      telefone: options.telefone,
      destino: options.destino,
      codigoHash: keyedHash(options.key, code),
      expiraEm: new Date(Date.now() + CODE_TTL_MS),
    })
    .returning({ id: codigoSms.id });
  try {
    await sms.send({
      to: options.destino,
      text: t('sms:confirmationCode', { code }),
    });
  } catch (err) {
    // Not sent: the code is dropped so it neither works nor counts against the limits.
    if (row) await db.delete(codigoSms).where(eq(codigoSms.id, row.id));
    options.onError?.(err);
    return { ok: false, reason: 'unavailable' };
  }
  return { ok: true };
}

/** The member's current code of a purpose (unused), if any. */
export async function currentCode(db: Db, usuarioId: number, finalidade: Purpose) {
  const [row] = await db
    .select()
    .from(codigoSms)
    .where(
      and(
        eq(codigoSms.usuarioId, usuarioId),
        eq(codigoSms.finalidade, finalidade),
        isNull(codigoSms.usadoEm),
      ),
    )
    .orderBy(desc(codigoSms.criadoEm))
    .limit(1);
  return row;
}

/**
 * Claims one of a code's 5 tries in a single conditional UPDATE, so parallel guesses cannot all
 * read "0 tries" and get more than 5 between them; undefined when none is left (or it was used).
 */
async function claimTry(db: Db, codeId: number) {
  const [claimed] = await db
    .update(codigoSms)
    .set({ tentativas: sql`${codigoSms.tentativas} + 1` })
    .where(
      and(
        eq(codigoSms.id, codeId),
        isNull(codigoSms.usadoEm),
        lt(codigoSms.tentativas, CODE_MAX_TRIES),
      ),
    )
    .returning({ tentativas: codigoSms.tentativas });
  return claimed;
}

export type CheckResult =
  | { status: 'ok'; telefone: string; destino: string }
  | { status: 'invalid' | 'exhausted' | 'second-factor' };

/**
 * Checks a typed code against the member's current one; right once, wrong at most 5 times.
 * `alsoCheck` is a second secret typed with the code (account deletion's password): it runs
 * only once a try is claimed and the code is right, so it cannot be guessed without the code,
 * and parallel guesses get no more than the code's 5 tries.
 */
export async function checkCode(
  db: Db,
  options: {
    key: string;
    usuarioId: number;
    finalidade: Purpose;
    code: string;
    destino?: string;
    alsoCheck?: () => Promise<boolean>;
  },
): Promise<CheckResult> {
  const row = await currentCode(db, options.usuarioId, options.finalidade);
  if (!row || row.expiraEm.getTime() <= Date.now()) return { status: 'invalid' };
  if (options.destino !== undefined && row.destino !== options.destino)
    return { status: 'invalid' };
  const claimed = await claimTry(db, row.id);
  if (!claimed) return { status: 'exhausted' };
  if (sameDigest(row.codigoHash, keyedHash(options.key, options.code))) {
    // Only after the right code: without it, nothing is learnt about the second secret.
    if (options.alsoCheck && !(await options.alsoCheck())) return { status: 'second-factor' };
    const used = await db
      .update(codigoSms)
      .set({ usadoEm: new Date() })
      .where(and(eq(codigoSms.id, row.id), isNull(codigoSms.usadoEm)))
      .returning({ id: codigoSms.id });
    if (used.length === 1) return { status: 'ok', telefone: row.telefone, destino: row.destino };
    return { status: 'invalid' };
  }
  return { status: claimed.tentativas >= CODE_MAX_TRIES ? 'exhausted' : 'invalid' };
}
