/**
 * Where a window goes in time (issue 11): pure, so the calendar's rules are checked without a
 * database.
 */

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface Slot {
  inicio: Date;
  fim: Date;
}

/**
 * A stage's window as the settings make it: it opens `diasAntes` days before the race and
 * closes `minutosAntes` before the race starts. Undefined when that leaves no time.
 */
export function windowFor(
  stageDate: Date,
  settings: { diasAntes: number; minutosAntes: number },
): Slot | undefined {
  const inicio = new Date(stageDate.getTime() - settings.diasAntes * DAY_MS);
  const fim = new Date(stageDate.getTime() - settings.minutosAntes * MINUTE_MS);
  return inicio.getTime() < fim.getTime() ? { inicio, fim } : undefined;
}

/**
 * The slot fitted among windows already in place, so two windows never overlap (one vote is
 * open at a time): a window in place that starts first pushes the start past its end (two
 * stages close together: the second opens when the first closes); one that starts later cuts
 * the end before it (the slot still ends by its race). Undefined when nothing is left.
 */
export function placeWindow(slot: Slot, taken: readonly Slot[]): Slot | undefined {
  let inicio = slot.inicio.getTime();
  let fim = slot.fim.getTime();
  const byStart = [...taken].sort((a, b) => a.inicio.getTime() - b.inicio.getTime());
  for (const other of byStart) {
    const [start, end] = [other.inicio.getTime(), other.fim.getTime()];
    if (end <= inicio || start >= fim) continue;
    if (start <= inicio) inicio = end;
    else fim = start;
  }
  return inicio < fim ? { inicio: new Date(inicio), fim: new Date(fim) } : undefined;
}
