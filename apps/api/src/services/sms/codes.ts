import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
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
  /** `codeId`: the stored code, which the caller may bind to what it confirms. */
  | { ok: true; codeId: number }
  | { ok: false; retryAfter: number; reason: 'interval' | 'hour' }
  | { ok: false; reason: 'unavailable' };

const HOUR_MS = 60 * 60 * 1000;
const secondsUntil = (until: number) => Math.max(1, Math.ceil((until - Date.now()) / 1000));

/**
 * The codes sent in the last hour to this phone or to this member, newest first: the SMS
 * limits of both, in one look-up (the two indexes, OR-ed).
 */
function sentInTheLastHour(db: Db, destino: string, usuarioId: number) {
  return db
    .select({
      at: codigoSms.criadoEm,
      toPhone: sql<boolean>`${codigoSms.destino} = ${destino}`,
      byMember: sql<boolean>`${codigoSms.usuarioId} is not distinct from ${usuarioId}`,
    })
    .from(codigoSms)
    .where(
      and(
        or(eq(codigoSms.destino, destino), eq(codigoSms.usuarioId, usuarioId)),
        gt(codigoSms.criadoEm, new Date(Date.now() - HOUR_MS)),
      ),
    )
    .orderBy(desc(codigoSms.criadoEm));
}

type Wait = { retryAfter: number; reason: 'interval' | 'hour' };

/** Seconds until a phone may receive another SMS, and why, or undefined when it may now. */
function phoneWait(toPhone: Date[], minIntervalMs: number): Wait | undefined {
  const last = toPhone[0];
  if (last && Date.now() - last.getTime() < minIntervalMs) {
    return { retryAfter: secondsUntil(last.getTime() + minIntervalMs), reason: 'interval' };
  }
  const oldest = toPhone[SMS_PER_HOUR - 1];
  if (oldest) return { retryAfter: secondsUntil(oldest.getTime() + HOUR_MS), reason: 'hour' };
  return undefined;
}

/** A member cycling through fresh numbers still meets an hourly cap. */
function memberWait(byMember: Date[]): Wait | undefined {
  const oldest = byMember[SMS_PER_MEMBER_HOUR - 1];
  if (oldest) return { retryAfter: secondsUntil(oldest.getTime() + HOUR_MS), reason: 'hour' };
  return undefined;
}

/** Why and how long the phone or the member must wait for another SMS, or undefined. */
async function smsWait(
  db: Db,
  options: { destino: string; usuarioId: number; minIntervalMs?: number },
) {
  const recent = await sentInTheLastHour(db, options.destino, options.usuarioId);
  const toPhone = recent.filter((r) => r.toPhone).map((r) => r.at);
  const byMember = recent.filter((r) => r.byMember).map((r) => r.at);
  return phoneWait(toPhone, options.minIntervalMs ?? SMS_MIN_INTERVAL_MS) ?? memberWait(byMember);
}

/**
 * A new code for the member, voiding the earlier ones of the same purpose, when the phone and
 * the member may receive an SMS now (the limits smsWait explains): the look-up of the last
 * hour's codes, the void and the insert in one statement (issue 13: one round trip where
 * two were). The new row is not in the void's snapshot. Its id, or undefined when a limit
 * holds.
 */
async function replaceCodeWithinLimits(
  db: Db,
  values: {
    usuarioId: number;
    finalidade: Purpose;
    telefone: string;
    destino: string;
    codigoHash: string;
    expiraEm: Date;
  },
  minIntervalMs: number,
) {
  const now = Date.now();
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const { usuarioId, finalidade, destino } = values;
  const free = sql`not exists (select 1 from recente where para_telefone and criado_em > ${at(now - minIntervalMs)})
    and (select count(*) from recente where para_telefone) < ${SMS_PER_HOUR}
    and (select count(*) from recente where do_membro) < ${SMS_PER_MEMBER_HOUR}`;
  const result = await db.execute(sql`
    with recente as (
      select criado_em, destino = ${destino} as para_telefone, usuario_id = ${usuarioId} as do_membro
      from codigo_sms
      where (destino = ${destino} or usuario_id = ${usuarioId}) and criado_em > ${at(now - HOUR_MS)}
    ),
    anulado as (
      update codigo_sms set usado_em = ${at(now)}
      where usuario_id = ${usuarioId} and finalidade = ${finalidade} and usado_em is null and ${free}
    )
    insert into codigo_sms (usuario_id, finalidade, telefone, destino, codigo_hash, expira_em)
    select ${usuarioId}::integer, ${finalidade}, ${values.telefone}, ${destino}, ${values.codigoHash},
      ${at(values.expiraEm.getTime())}
    where ${free}
    returning id`);
  // Both drivers (node-postgres, PGlite) answer a raw statement with its rows under `rows`.
  const { rows } = result as unknown as { rows: { id: number }[] };
  return rows[0];
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
  const code = sixDigitCode();
  const minIntervalMs = options.minIntervalMs ?? SMS_MIN_INTERVAL_MS;
  const row = await replaceCodeWithinLimits(
    db,
    {
      usuarioId: options.usuarioId,
      finalidade: options.finalidade,
      telefone: options.telefone,
      destino: options.destino,
      codigoHash: keyedHash(options.key, code),
      expiraEm: new Date(Date.now() + CODE_TTL_MS),
    },
    minIntervalMs,
  );
  if (!row) {
    // A limit held: how long to wait, read again (a refused send only).
    const wait = await smsWait(db, { ...options, minIntervalMs });
    return { ok: false, ...(wait ?? { retryAfter: 1, reason: 'interval' }) };
  }
  try {
    await sms.send({
      to: options.destino,
      text: t('sms:confirmationCode', { code }),
    });
  } catch (err) {
    // Not sent: the code is dropped so it neither works nor counts against the limits.
    await db.delete(codigoSms).where(eq(codigoSms.id, row.id));
    options.onError?.(err);
    return { ok: false, reason: 'unavailable' };
  }
  return { ok: true, codeId: row.id };
}

/** The member's current code of a purpose (unused), if any. */
const currentCodeQuery = preparedFor((db) =>
  db
    .select()
    .from(codigoSms)
    .where(
      and(
        eq(codigoSms.usuarioId, sql.placeholder('usuarioId')),
        eq(codigoSms.finalidade, sql.placeholder('finalidade')),
        isNull(codigoSms.usadoEm),
      ),
    )
    .orderBy(desc(codigoSms.criadoEm))
    .limit(1)
    .prepare('sms_current_code'),
);

export async function currentCode(db: Db, usuarioId: number, finalidade: Purpose) {
  const [row] = await currentCodeQuery(db).execute({ usuarioId, finalidade });
  return row;
}

/**
 * Claims one of a code's 5 tries in a single conditional UPDATE, so parallel guesses cannot all
 * read "0 tries" and get more than 5 between them; undefined when none is left (or it was used).
 * `use`: the typed code was right, and the same statement marks the code used (`usado`), so
 * only one of two parallel right tries gets it.
 */
async function claimTry(db: Db, codeId: number, use: boolean) {
  const [claimed] = await db
    .update(codigoSms)
    .set({
      tentativas: sql`${codigoSms.tentativas} + 1`,
      ...(use ? { usadoEm: new Date() } : {}),
    })
    .where(
      and(
        eq(codigoSms.id, codeId),
        isNull(codigoSms.usadoEm),
        lt(codigoSms.tentativas, CODE_MAX_TRIES),
      ),
    )
    .returning({
      tentativas: codigoSms.tentativas,
      usado: sql<boolean>`${codigoSms.usadoEm} is not null`,
    });
  return claimed;
}

export type CheckResult =
  | { status: 'ok'; telefone: string; destino: string; codeId: number }
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
  const right = sameDigest(row.codigoHash, keyedHash(options.key, options.code));
  if (!options.alsoCheck) {
    // Nothing else to check: the try and, when right, the use in one statement.
    const claimed = await claimTry(db, row.id, right);
    if (!claimed) return { status: 'exhausted' };
    if (claimed.usado)
      return { status: 'ok', telefone: row.telefone, destino: row.destino, codeId: row.id };
    return { status: claimed.tentativas >= CODE_MAX_TRIES ? 'exhausted' : 'invalid' };
  }
  const claimed = await claimTry(db, row.id, false);
  if (!claimed) return { status: 'exhausted' };
  if (right) {
    // Only after the right code: without it, nothing is learnt about the second secret.
    if (options.alsoCheck && !(await options.alsoCheck())) return { status: 'second-factor' };
    const used = await db
      .update(codigoSms)
      .set({ usadoEm: new Date() })
      .where(and(eq(codigoSms.id, row.id), isNull(codigoSms.usadoEm)))
      .returning({ id: codigoSms.id });
    if (used.length === 1) {
      return { status: 'ok', telefone: row.telefone, destino: row.destino, codeId: row.id };
    }
    return { status: 'invalid' };
  }
  return { status: claimed.tentativas >= CODE_MAX_TRIES ? 'exhausted' : 'invalid' };
}
