import { SITE_TIME_ZONE } from '@stockcar/shared/dates';

/** e-stock shows one season only (public-site.md §9). */
export { ESTOCK_SEASON } from '@stockcar/shared/racing-rules';

/** The default season is the current year (public-site.md §9), in Brazil's time. */
export function currentYear(now: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric' }).format(now),
  );
}
