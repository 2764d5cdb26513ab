import { SITE_TIME_ZONE } from '@stockcar/shared/dates';

/** `<DateField>` options: a window's times as Brasília reads them, wherever staff sit. */
export const BRASILIA_DATE_TIME = {
  locales: 'pt-BR',
  options: { timeZone: SITE_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' },
} as const;

const CLOCK = new Intl.DateTimeFormat('pt-BR', { timeZone: SITE_TIME_ZONE, timeStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', BRASILIA_DATE_TIME.options);

/** '14:05:09', Brasília time (when the live totals were read). */
export const brasiliaClock = (ms: number) => CLOCK.format(new Date(ms));

/** '04/05/2026, 09:00', Brasília time; '' for a missing or unreadable instant. */
export function brasiliaDateTime(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

/** Votes in Brazilian style: 1234 → '1.234'. */
export const formatCount = (n: number) => n.toLocaleString('pt-BR');
