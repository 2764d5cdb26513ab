const DAY_MS = 86_400_000;

/** 14:00 in São Paulo (17:00 UTC) on the first Sunday on or after the given day. */
export function sundayRaceTime(day: Date): Date {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 17));
  d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7));
  return d;
}

/** Race days of a finished season: March to early December. */
export function pastSeasonDates(year: number, stages: number): Date[] {
  const start = Date.UTC(year, 2, 8);
  const span = Date.UTC(year, 11, 8) - start;
  return Array.from({ length: stages }, (_, i) =>
    sundayRaceTime(new Date(start + (span * i) / Math.max(1, stages - 1))),
  );
}

/**
 * Race days of the season under way: the last stage a few weeks ahead of now, the others every
 * three weeks ending at least a week before now (so all but the last are finished).
 */
export function currentSeasonDates(now: Date, stages: number, weeksAhead: number): Date[] {
  const last = sundayRaceTime(new Date(now.getTime() + weeksAhead * 7 * DAY_MS));
  const lastPast = sundayRaceTime(new Date(now.getTime() - 14 * DAY_MS));
  const past = Array.from(
    { length: stages - 1 },
    (_, i) => new Date(lastPast.getTime() - (stages - 2 - i) * 21 * DAY_MS),
  );
  return [...past, last];
}
