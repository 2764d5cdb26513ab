import { z } from 'zod';
import { CLUB_TEXTS } from '../clube-texts.ts';

/** A club e-mail: an '@' with something on each side, no spaces and no '+' (fan-club.md §5). */
export function isMemberEmail(value: string): boolean {
  return /^[^\s@+]+@[^\s@+]+$/.test(value.trim()) && value.trim().length <= 254;
}

/** The form the server keys accounts by: trimmed and lower-cased. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export const memberEmailField = z
  .string({ error: CLUB_TEXTS.emailInvalido })
  .trim()
  .min(1, { error: CLUB_TEXTS.emailInvalido })
  .refine(isMemberEmail, { error: CLUB_TEXTS.emailInvalido });

export function sameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
