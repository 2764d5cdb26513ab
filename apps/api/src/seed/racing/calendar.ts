const DAY_MS = 86_400_000;
/** Stages of the season under way are two weeks apart. */
const SPACING_MS = 14 * DAY_MS;

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

/** The first Sunday race at least `days` days after now. */
export function raceInDays(now: Date, days: number): Date {
  return sundayRaceTime(new Date(now.getTime() + days * DAY_MS));
}

/**
 * The next race between one and seven days ahead, whatever the day of seeding: the Sunday race
 * more than a day away, or the Saturday before it when that Sunday is too far. The Pro Series
 * uses it, so its Fan Push (open 7 days before the race by default) is open on a fresh install.
 */
export function raceWithinAWeek(now: Date): Date {
  let next = sundayRaceTime(now).getTime();
  while (next <= now.getTime() + DAY_MS) next += 7 * DAY_MS;
  if (next - now.getTime() > 6.5 * DAY_MS) next -= DAY_MS;
  return new Date(next);
}

/**
 * Race days of the season under way, relative to the day of seeding (issue 11): the `next`
 * race and `ahead - 1` more after it, two weeks apart; the others raced, the last of them on
 * the latest Sunday of the past week, two weeks apart too, or closer early in the year, so the
 * season's raced stages (and their news) all fall in the year it is named after. So a fresh
 * install on any day has stages raced and stages to come.
 */
export function currentSeasonDates(now: Date, next: Date, stages: number, ahead: number) {
  const yearStart = Date.UTC(now.getUTCFullYear(), 0, 1);
  let lastRaced = sundayRaceTime(new Date(now.getTime() - 7 * DAY_MS)).getTime();
  // The first days of January: the season's races so far are squeezed into them.
  if (lastRaced <= yearStart) lastRaced = yearStart + (now.getTime() - yearStart) / 2;
  const raced = stages - ahead;
  const spacing = Math.min(SPACING_MS, (lastRaced - yearStart) / raced);
  return Array.from({ length: stages }, (_, i) =>
    i < raced
      ? new Date(lastRaced - (raced - 1 - i) * spacing)
      : new Date(next.getTime() + (i - raced) * SPACING_MS),
  );
}
