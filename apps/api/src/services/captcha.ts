import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { CaptchaSolucaoSchema, type CaptchaDesafio } from '@stockcar/shared/schemas/clube/captcha';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { captchaUsado } from '../db/schema/index.ts';

/** A challenge is valid this long after it was handed out. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export interface CaptchaService {
  challenge(): Promise<CaptchaDesafio>;
  /** The base64 payload solves a challenge of ours that has not expired nor been used. */
  verify(payload: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Where accepted signatures are kept until their challenge expires (no replay). */
export interface UsedSignatures {
  /** Keeps `signature` until `expiresAt`; false when it was kept already (a replay). */
  claim(signature: string, expiresAt: Date): Promise<boolean>;
  close(): Promise<void>;
}

const claimQuery = preparedFor((db) =>
  db
    .insert(captchaUsado)
    .values({ assinatura: sql.placeholder('assinatura'), expiraEm: sql.placeholder('expiraEm') })
    .onConflictDoNothing()
    .returning({ assinatura: captchaUsado.assinatura })
    .prepare('captcha_claim'),
);

/**
 * The `captcha_usado` table: one insert per accepted solution; expired rows are deleted by the
 * retention job (jobs/retention), not by each request.
 */
export function databaseSignatures(db: Db): UsedSignatures {
  return {
    async claim(signature, expiresAt) {
      const stored = await claimQuery(db).execute({ assinatura: signature, expiraEm: expiresAt });
      return stored.length === 1;
    },
    close: async () => {},
  };
}

/** Redis (REDIS_URL): `SET NX PX`, shared by every instance and expired by Redis itself. */
export function redisSignatures(url: string, keyPrefix = 'stockcar-captcha:'): UsedSignatures {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  // Without a listener ioredis reports connection errors on the console; it reconnects anyway.
  redis.on('error', () => {});
  return {
    async claim(signature, expiresAt) {
      const ttl = Math.max(1, expiresAt.getTime() - Date.now());
      return (await redis.set(`${keyPrefix}${signature}`, '1', 'PX', ttl, 'NX')) === 'OK';
    },
    close: async () => void (await redis.quit().catch(() => undefined)),
  };
}

function decode(payload: string) {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = CaptchaSolucaoSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmacHex = (data: string, key: string) => createHmac('sha256', key).update(data).digest('hex');

/** Equal hex strings, compared in constant time. */
function sameHex(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * ALTCHA v1's challenge, made as altcha-lib makes it (a random salt carrying `?expires=…&`, the
 * SHA-256 of salt + secret number, its HMAC) but with node:crypto's synchronous hashes:
 * altcha-lib goes through WebCrypto, whose per-call promise and thread hop cost more than the
 * hashing on the vote's path (issue 13).
 */
function makeChallenge(secret: string, maxNumber: number) {
  const expires = Math.floor((Date.now() + CAPTCHA_TTL_MS) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&`;
  const challenge = sha256Hex(`${salt}${randomInt(1, maxNumber + 1)}`);
  return { challenge, salt, signature: hmacHex(challenge, secret) };
}

/** The solution's challenge expiry (seconds), when its salt carries a valid one. */
function expiresOf(salt: string) {
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  return Number.isInteger(expires) && expires > 0 ? expires : undefined;
}

/** A solution to a challenge we signed, not yet expired (altcha-lib's verifySolution). */
function solves(solution: NonNullable<ReturnType<typeof decode>>, secret: string) {
  const expires = expiresOf(solution.salt);
  if (expires === undefined || expires * 1000 < Date.now()) return undefined;
  const challenge = sha256Hex(`${solution.salt}${solution.number}`);
  const valid =
    sameHex(challenge, solution.challenge) &&
    sameHex(hmacHex(challenge, secret), solution.signature);
  return valid ? expires : undefined;
}

/**
 * ALTCHA, self-hosted: a signed SHA-256 proof of work (the v1 format every ALTCHA widget and a
 * ten-line WebCrypto loop can solve, see docs/decisions/0004). Used challenges are kept until
 * they expire so one solution is accepted once.
 */
export function createCaptchaService(options: {
  secret: string;
  maxNumber: number;
  used: UsedSignatures;
}): CaptchaService {
  const { secret, maxNumber, used } = options;
  return {
    async challenge() {
      return { algorithm: 'SHA-256', maxnumber: maxNumber, ...makeChallenge(secret, maxNumber) };
    },
    async verify(payload) {
      const solution = decode(payload);
      const expires = solution && solves(solution, secret);
      if (!solution || expires === undefined) return false;
      return used.claim(solution.signature, new Date(expires * 1000));
    },
    close: () => used.close(),
  };
}
