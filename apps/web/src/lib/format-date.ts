import { SITE_TIME_ZONE } from '@stockcar/shared/dates';

/** Dates and times as São Paulo shows them (DESIGN.md: times shown in America/Sao_Paulo). */

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SITE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

const date = new Intl.DateTimeFormat('pt-BR', { timeZone: SITE_TIME_ZONE, dateStyle: 'short' });

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : formatter.format(instant);
}

/** An ISO instant as São Paulo shows it: '31/01/2025, 14:05' ('' when unreadable). */
export const formatDateTime = (iso: string) => format(dateTime, iso);

/** The São Paulo day of an ISO instant: '31/01/2025' ('' when unreadable). */
export const formatDate = (iso: string) => format(date, iso);
