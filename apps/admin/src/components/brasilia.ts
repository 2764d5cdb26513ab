import { SITE_TIME_ZONE } from '@stockcar/shared/dates';

/**
 * Race times are instants (UTC) in the API and Brasília wall-clock times on the console
 * (America/Sao_Paulo), whatever zone the staff member's computer is in (DESIGN.md: times
 * stored in UTC, shown in São Paulo time).
 */

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock fields of an instant in Brasília. */
function wallClock(date: Date) {
  const parts = Object.fromEntries(
    WALL_CLOCK.formatToParts(date).map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** Brasília's offset from UTC at an instant, in milliseconds (-3 h; -2 h in old summers). */
function offsetAt(date: Date): number {
  const w = wallClock(date);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in Brasília ('2030-04-14T14:00'); '' if none. */
export function toBrasiliaLocal(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClock(date);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * A `datetime-local` value read as Brasília time, as an ISO instant; '' when empty or not a
 * date (the contract's message then asks for it).
 */
export function fromBrasiliaLocal(local: unknown): string {
  if (typeof local !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return '';
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s || 0);
  // The offset of the instant itself (a second pass settles the hours around a change).
  const first = wall - offsetAt(new Date(wall));
  return new Date(wall - offsetAt(new Date(first))).toISOString();
}
