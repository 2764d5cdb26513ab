import { SITE_TIME_ZONE } from '@stockcar/shared/dates';

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE, // shown in Brazil's time (DESIGN.md)
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * The publication date, date part only, as dd/mm/yyyy (public-site.md §2.5) in São Paulo time:
 * an article published at 22:00 on the 8th in Brazil is dated the 8th, not the UTC 9th.
 */
export function formatPublicationDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = PARTS.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}
