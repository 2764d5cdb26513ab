import { z } from 'zod';
import { siteCalendarDate } from '../dates.ts';
import { onlyDigits } from './cpf.ts';
import { clubePtBr } from '../locales/clube/pt-br.ts';

/** Club age limits (fan-club.md §5 and §9). */
export const MIN_AGE = 14;
export const ADULT_AGE = 18;
export const MAX_AGE = 110;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Masks a date as the user types: ##/##/####. */
export function maskDate(value: string): string {
  const d = onlyDigits(value, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/** Day, month and year of dd/mm/yyyy, or undefined when the shape is not that. */
export function parseDateBr(value: string): CalendarDate | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return undefined;
  return { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
}

/** A real calendar day (31/02 is not). */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in São Paulo, where the club's ages are counted. */
export const todayInSaoPaulo = (now: Date = new Date()): CalendarDate => siteCalendarDate(now);

/** Whole years from `birth` to `today`. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

export type BirthDateCheck =
  | { ok: true; age: number; date: CalendarDate; needsGuardian: boolean }
  | { ok: false; message: string };

/**
 * The §5 rules: a bad shape, day over 31, month over 12, a day that does not exist, an age of 0
 * (or a future date) or over 110 are invalid; under 14 is refused; 14 to 17 needs a guardian.
 */
export function checkBirthDate(value: string, today = todayInSaoPaulo()): BirthDateCheck {
  const date = parseDateBr(value);
  if (!date || !isRealDate(date)) return { ok: false, message: clubePtBr.dataInvalida };
  const age = ageOn(date, today);
  if (age <= 0 || age > MAX_AGE) return { ok: false, message: clubePtBr.dataInvalida };
  if (age < MIN_AGE) return { ok: false, message: clubePtBr.menorDe14 };
  return { ok: true, age, date, needsGuardian: age < ADULT_AGE };
}

/** dd/mm/yyyy to the ISO yyyy-mm-dd the database keeps. */
export function dateBrToIso(value: string): string {
  const d = parseDateBr(value);
  if (!d) throw new Error(`not a dd/mm/yyyy date: ${value}`);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** ISO yyyy-mm-dd to dd/mm/yyyy. */
export function isoToDateBr(value: string): string {
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${y}`;
}

/** A birth date dd/mm/yyyy that passes the §5 rules (age 14 or more). */
export const birthDateField = z
  .string({ error: clubePtBr.dataInvalida })
  .trim()
  .superRefine((value, ctx) => {
    const check = checkBirthDate(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });
