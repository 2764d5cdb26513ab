import {
  CaptchaDesafioSchema,
  type CaptchaDesafio,
  type CaptchaSolucaoSchema,
} from '@stockcar/shared/schemas/clube/captcha';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { z } from 'zod';
import { apiGet } from '../api-client.ts';
import { encodeBase64 } from '../base64.ts';

export const CAPTCHA_PATH = '/Captcha/desafio';

/** Hashes per batch: between batches the loop yields so typing and the spinner stay smooth. */
const BATCH = 2_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Byte-wise equality of two digests. */
function sameDigest(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

function abortError(): Error {
  return new DOMException('The captcha was aborted.', 'AbortError');
}

/** The n in [0, maxnumber] with SHA-256(salt + n) = challenge, or undefined when none is. */
export async function findCaptchaNumber(
  desafio: CaptchaDesafio,
  signal?: AbortSignal,
): Promise<number | undefined> {
  // A synchronous SHA-256 rather than WebCrypto: its per-call overhead made a phone (or a busy
  // machine) take several seconds over the 50,000 short inputs of one challenge.
  const target = hexToBytes(desafio.challenge);
  for (let start = 0; start <= desafio.maxnumber; start += BATCH) {
    if (signal?.aborted) throw abortError();
    const end = Math.min(start + BATCH - 1, desafio.maxnumber);
    for (let n = start; n <= end; n += 1) {
      if (sameDigest(sha256(utf8ToBytes(`${desafio.salt}${n}`)), target)) return n;
    }
    await nextTask();
  }
  return undefined;
}

/**
 * The invisible captcha of fan-club.md §5: an ALTCHA proof of work (docs/decisions/0004)
 * solved on submit, sent as `captcha` (base64 of the solution's JSON). Each call asks for a
 * new challenge, since the server accepts a challenge once.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const desafio = await apiGet(CAPTCHA_PATH, import.meta.env.DEV && CaptchaDesafioSchema, {
    signal,
  });
  const number = await findCaptchaNumber(desafio, signal);
  if (number === undefined) throw new Error('captcha challenge without a solution');
  const solucao: z.input<typeof CaptchaSolucaoSchema> = {
    algorithm: desafio.algorithm,
    challenge: desafio.challenge,
    number,
    salt: desafio.salt,
    signature: desafio.signature,
  };
  return encodeBase64(JSON.stringify(solucao));
}
