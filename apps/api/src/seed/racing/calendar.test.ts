import { describe, expect, it } from 'vitest';
import { currentSeasonDates, pastSeasonDates, sundayRaceTime } from './calendar.ts';

describe('demo calendar', () => {
  it('races on Sundays at 14:00 São Paulo time', () => {
    const d = sundayRaceTime(new Date('2026-11-19T00:00:00Z'));
    expect(d.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(d.getUTCDay()).toBe(0);
  });

  it('keeps a past season inside its year, in order', () => {
    const dates = pastSeasonDates(2025, 12);
    expect(dates).toHaveLength(12);
    expect(dates.every((d) => d.getUTCFullYear() === 2025)).toBe(true);
    expect([...dates].sort((a, b) => a.getTime() - b.getTime())).toEqual(dates);
  });

  it.each(['2026-11-22T12:00:00Z', '2026-11-23T02:00:00Z', '2026-05-01T00:00:00Z'])(
    'puts only the last stage of the current season ahead of %s',
    (iso) => {
      const now = new Date(iso);
      const dates = currentSeasonDates(now, 10, 3);
      const ahead = dates.filter((d) => d.getTime() > now.getTime());
      const last = dates[9] ?? new Date(0);
      expect(ahead).toEqual([last]);
      expect((last.getTime() - now.getTime()) / 86_400_000).toBeGreaterThanOrEqual(21);
    },
  );
});
