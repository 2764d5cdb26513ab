import type { Language } from './i18n.ts';

export const SITE_TIME_ZONE = 'America/Sao_Paulo';

const MONTHS: Record<Language, readonly string[]> = {
  'pt-br': ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'],
  en: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
};

/** Year, month (1-12) and day of an instant in São Paulo time. */
export function siteCalendarDate(date: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Day ('03'), month abbreviation ('NOV') and year of an instant, in São Paulo time. */
export function siteDateParts(date: Date, language: Language) {
  const { year, month, day } = siteCalendarDate(date);
  return {
    dia: String(day).padStart(2, '0'),
    mes: MONTHS[language][month - 1] ?? '',
    ano: String(year),
  };
}

const WALL_CLOCK = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant's wall clock in São Paulo, as a `datetime-local` value ('2026-05-04T09:00'). */
export function siteLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(WALL_CLOCK.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Minutes São Paulo's wall clock is ahead of UTC at `ms` (negative: -180 today). */
function siteOffsetMinutes(ms: number): number {
  const wall = siteLocalDateTime(new Date(ms).toISOString());
  return (Date.parse(`${wall}:00Z`) - Math.floor(ms / 60_000) * 60_000) / 60_000;
}

/**
 * A `datetime-local` value read as São Paulo's wall clock, as an ISO instant; '' or an
 * unreadable value gives null. The offset is the zone's at that time, not the browser's (staff
 * may sit anywhere; the championship's times are Brasília's).
 */
export function fromSiteLocalDateTime(local: string | null | undefined): string | null {
  if (!local || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // Twice: the offset at the guess may differ from the offset at the answer near a change.
  const guess = asUtc - siteOffsetMinutes(asUtc) * 60_000;
  return new Date(asUtc - siteOffsetMinutes(guess) * 60_000).toISOString();
}
