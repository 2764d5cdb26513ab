import { describe, expect, it } from 'vitest';
import {
  currentSeasonDates,
  pastSeasonDates,
  raceInDays,
  raceWithinAWeek,
  sundayRaceTime,
} from './calendar.ts';

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

  it.each(['2026-11-27T06:00:00Z', '2026-11-29T16:00:00Z', '2026-11-29T18:00:00Z'])(
    'puts the season under way around %s: stages raced, the last this week, the rest ahead',
    (iso) => {
      const now = new Date(iso);
      const dates = currentSeasonDates(now, raceInDays(now, 10), 9, 3);
      const ahead = dates.filter((d) => d.getTime() > now.getTime());
      expect(dates).toHaveLength(9);
      expect(ahead).toEqual(dates.slice(6));
      const lastRaced = dates[5]?.getTime() ?? 0;
      expect(now.getTime() - lastRaced).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
      expect(dates.every((d) => d.getUTCDay() === 0)).toBe(true);
      const gaps = dates.slice(1).map((d, i) => d.getTime() - (dates[i]?.getTime() ?? 0));
      expect(gaps.every((gap) => gap >= 7 * 86_400_000)).toBe(true);
    },
  );

  // The season's raced stages (and their news) belong to the year it is named after.
  it.each(['2027-01-01T03:00:00Z', '2027-01-05T12:00:00Z', '2027-02-10T12:00:00Z'])(
    'keeps the raced stages inside the year early in it (%s)',
    (iso) => {
      const now = new Date(iso);
      const dates = currentSeasonDates(now, raceInDays(now, 10), 12, 4);
      const raced = dates.slice(0, 8);
      expect(raced.every((d) => d.getUTCFullYear() === 2027 && d < now)).toBe(true);
      expect([...dates].sort((a, b) => a.getTime() - b.getTime())).toEqual(dates);
      expect(dates.slice(8).every((d) => d > now)).toBe(true);
    },
  );

  // Every hour of a week: the Fan Push window (7 days before the race by default) is open.
  it('has the next Pro Series race between one and seven days ahead at any hour', () => {
    const start = Date.parse('2026-11-22T00:00:00Z');
    for (let h = 0; h < 24 * 7; h += 1) {
      const now = new Date(start + h * 3_600_000 + 1_234);
      const days = (raceWithinAWeek(now).getTime() - now.getTime()) / 86_400_000;
      expect(days, now.toISOString()).toBeGreaterThan(1);
      expect(days, now.toISOString()).toBeLessThanOrEqual(7);
    }
  });
});
