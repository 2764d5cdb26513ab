import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { fieldProblem, sendProblem } from '../../../plugins/problem.ts';
import type { CaptchaService } from '../../../services/captcha.ts';
import { sha256 } from '../../../lib/secrets.ts';
import {
  deleteFailures,
  deleteFailuresWithPrefix,
  nthNewestFailure,
  recordFailures,
} from '../repository/falhas-login.ts';
import { t } from '../../../i18n.ts';

/*
 * Wrong passwords, counted in the database so every instance sees them (issue 12). Nothing
 * a stranger does can lock a member out: the one hard limit is per (account, address) pair;
 * many failures on an account from anywhere, or from one address (a race track's carrier NAT
 * is one address for thousands of fans), only make the login ask for the captcha.
 * Windows slide: a wait ends when the oldest counted failure leaves the window.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** One address guessing one account's password: 429 past this. */
export const LOGIN_PAIR_MAX_FAILURES = 10;
/** One address guessing any accounts: past this, its logins ask for the captcha. */
export const LOGIN_ADDRESS_MAX_FAILURES = 50;
/** Failures on one account from any address before its login asks for the captcha. */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 5;
/** Wrong current passwords with one member's sessions (password change): 429 past this. */
export const PASSWORD_CHANGE_MAX_FAILURES = 10;

/** Keys name an account by its e-mail's SHA-256: the table never holds the address itself. */
export const accountTag = (email: string) => sha256(email);

const keys = {
  pair: (email: string, ip: string) => `par:${accountTag(email)} ${ip}`,
  address: (ip: string) => `ip:${ip}`,
  account: (email: string) => `email:${accountTag(email)}`,
  // Only a session of the member adds to it, so a stranger cannot use it against them.
  passwordChange: (usuarioId: number) => `troca-senha:${usuarioId}`,
};

const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MS);

/** Seconds until the key is under `max` failures again, or 0 when it is already. */
async function keyRetryAfter(db: Db, key: string, max: number): Promise<number> {
  const oldest = await nthNewestFailure(db, key, windowStart(), max);
  if (!oldest) return 0;
  return Math.max(1, Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000));
}

async function retryAfter(db: Db, limits: [key: string, max: number][]): Promise<number> {
  const waits = await Promise.all(limits.map(([key, max]) => keyRetryAfter(db, key, max)));
  return Math.max(0, ...waits);
}

const recordFailure = (db: Db, failed: string[]) => recordFailures(db, failed, windowStart());

/** Seconds a login must wait: the (account, address) pair's limit. */
export function loginRetryAfter(db: Db, email: string, ip: string): Promise<number> {
  return retryAfter(db, [[keys.pair(email, ip), LOGIN_PAIR_MAX_FAILURES]]);
}

/**
 * The login needs the captcha: the account had enough recent failures from anywhere, or the
 * address from any accounts.
 */
export async function loginNeedsCaptcha(db: Db, email: string, ip: string): Promise<boolean> {
  return (
    (await retryAfter(db, [
      [keys.account(email), LOGIN_CAPTCHA_AFTER_FAILURES],
      [keys.address(ip), LOGIN_ADDRESS_MAX_FAILURES],
    ])) > 0
  );
}

/**
 * Before the password is checked: without a valid captcha nothing is learnt about it. The
 * refusal names `body.captcha`, so the web client knows to solve one and try again.
 */
export async function requireLoginCaptcha(captcha: CaptchaService, payload: string | undefined) {
  if (!payload) throw fieldProblem('captcha', t('clube:captchaNecessario'));
  if (!(await captcha.verify(payload))) throw fieldProblem('captcha', t('clube:captchaInvalido'));
}

export function recordLoginFailure(db: Db, email: string, ip: string) {
  return recordFailure(db, [keys.pair(email, ip), keys.address(ip), keys.account(email)]);
}

/** A successful login clears its own pair; the address and the account keep their counts. */
export async function clearLoginPair(db: Db, email: string, ip: string) {
  await deleteFailures(db, keys.pair(email, ip));
}

/** A new password by e-mailed link: the account's count and all its pairs start over. */
export async function clearAccountFailures(db: Db, email: string) {
  await deleteFailuresWithPrefix(db, keys.account(email), keys.pair(email, ''));
}

/** An erased account leaves no counters behind: its own, its pairs, its password changes. */
export async function clearMemberFailures(db: Db, member: { id: number; email: string }) {
  await clearAccountFailures(db, member.email);
  await deleteFailures(db, keys.passwordChange(member.id));
}

/**
 * Seconds a password change must wait: the member's own limit (only the member's sessions add
 * to it, so neither a stranger nor a neighbour on the same address can hold it).
 */
export function passwordChangeRetryAfter(db: Db, usuarioId: number) {
  return retryAfter(db, [[keys.passwordChange(usuarioId), PASSWORD_CHANGE_MAX_FAILURES]]);
}

/** A wrong current password also counts towards the login's captcha on that account. */
export function recordPasswordChangeFailure(
  db: Db,
  member: { id: number; email: string },
  ip: string,
) {
  return recordFailure(db, [
    keys.passwordChange(member.id),
    keys.address(ip),
    keys.account(member.email),
  ]);
}

/** 429 with Retry-After: too many failed passwords from this address. */
export function replyTooManyTries(reply: FastifyReply, seconds: number) {
  reply.header('retry-after', String(seconds));
  return sendProblem(reply, 429, t('clube:muitasTentativas'));
}
