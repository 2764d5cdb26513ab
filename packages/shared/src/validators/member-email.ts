import { z } from 'zod';
import { clubePtBr } from '../locales/clube/pt-br.ts';

/** A club e-mail: an '@' with something on each side, no spaces and no '+' (fan-club.md §5). */
export function isMemberEmail(value: string): boolean {
  return /^[^\s@+]+@[^\s@+]+$/.test(value.trim()) && value.trim().length <= 254;
}

/** The form the server keys accounts by: trimmed and lower-cased. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export const memberEmailField = z
  .string({ error: clubePtBr.emailInvalido })
  .trim()
  .min(1, { error: clubePtBr.emailInvalido })
  .refine(isMemberEmail, { error: clubePtBr.emailInvalido });

export function sameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
