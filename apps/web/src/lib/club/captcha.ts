import {
  CaptchaDesafioSchema,
  type CaptchaDesafio,
  type CaptchaSolucaoSchema,
} from '@stockcar/shared/schemas/clube/captcha';
import type { z } from 'zod';
import { apiGet } from '../api-client.ts';
import { encodeBase64 } from '../base64.ts';

export const CAPTCHA_PATH = '/Captcha/desafio';

/** Hashes per batch: between batches the loop yields so typing and the spinner stay smooth. */
const BATCH = 500;

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function abortError(): Error {
  return new DOMException('The captcha was aborted.', 'AbortError');
}

/** The n in [0, maxnumber] with SHA-256(salt + n) = challenge, or undefined when none is. */
export async function findCaptchaNumber(
  desafio: CaptchaDesafio,
  signal?: AbortSignal,
): Promise<number | undefined> {
  for (let start = 0; start <= desafio.maxnumber; start += BATCH) {
    if (signal?.aborted) throw abortError();
    const end = Math.min(start + BATCH - 1, desafio.maxnumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const hashes = await Promise.all(numbers.map((n) => sha256Hex(`${desafio.salt}${n}`)));
    const found = hashes.indexOf(desafio.challenge);
    if (found >= 0) return start + found;
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
  const desafio = await apiGet(CAPTCHA_PATH, CaptchaDesafioSchema, { signal });
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
