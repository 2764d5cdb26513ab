import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import { CaptchaSolucaoSchema, type CaptchaDesafio } from '@stockcar/shared/schemas/clube/captcha';
import type { Db } from '../db/client.ts';
import { captchaUsado } from '../db/schema/index.ts';

/** A challenge is valid this long after it was handed out. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export interface CaptchaService {
  challenge(): Promise<CaptchaDesafio>;
  /** The base64 payload solves a challenge of ours that has not expired nor been used. */
  verify(payload: string): Promise<boolean>;
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

/**
 * ALTCHA, self-hosted: a signed SHA-256 proof of work (the v1 format every ALTCHA widget and a
 * ten-line WebCrypto loop can solve, see docs/decisions/0004). Used challenges are kept until
 * they expire so one solution is accepted once.
 */
export function createCaptchaService(options: {
  secret: string;
  maxNumber: number;
  db: Db;
}): CaptchaService {
  const { secret, maxNumber, db } = options;
  return {
    async challenge() {
      const c = await createChallenge({
        hmacKey: secret,
        maxNumber,
        expires: new Date(Date.now() + CAPTCHA_TTL_MS),
      });
      return {
        algorithm: 'SHA-256',
        challenge: c.challenge,
        maxnumber: maxNumber,
        salt: c.salt,
        signature: c.signature,
      };
    },
    async verify(payload) {
      const solution = decode(payload);
      if (!solution) return false;
      const expires = Number(extractParams(solution).expires);
      if (!Number.isFinite(expires)) return false;
      if (!(await verifySolution(solution, secret, true))) return false;
      await db.delete(captchaUsado).where(lt(captchaUsado.expiraEm, new Date()));
      const stored = await db
        .insert(captchaUsado)
        .values({ assinatura: solution.signature, expiraEm: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ assinatura: captchaUsado.assinatura });
      return stored.length === 1;
    },
  };
}
