import type { Random } from './random.ts';

/** A demo race's classification, as a timing export would give it (issue 11). */

export interface FieldEntry {
  id: number;
  skill: number;
  sub: string | null;
}

export interface DemoResult {
  inscricaoId: number;
  posicao: number | null;
  largada: number;
  status: 'classificado' | 'DNF';
  voltas: number;
  tempo: string;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** 'h:mm:ss.mmm' (or 'mm:ss.mmm' under an hour) from milliseconds. */
function raceTime(ms: number) {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const rest = `${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
  return h > 0 ? `${h}:${rest}` : rest;
}

/**
 * Grid and finishing order: skill plus luck, about one in twenty out of the race. Where the
 * category classifies per class (turismo), positions count within the class; the grid is one.
 * The winner's race time, the others' gap to him; the out did fewer laps.
 */
export function raceResults(
  random: Random,
  entries: FieldEntry[],
  perClass: boolean,
): { rows: DemoResult[]; pole: number | undefined; fastest: number | undefined; lap: string } {
  const laps = random.int(24, 38);
  const lapMs = random.int(72_000, 98_000);
  const grid = [...entries].sort(
    (a, b) => b.skill + random.next() * 0.6 - (a.skill + random.next() * 0.6),
  );
  const byClass = new Map<string, FieldEntry[]>();
  for (const e of entries) {
    const key = perClass ? (e.sub ?? '') : '';
    byClass.set(key, [...(byClass.get(key) ?? []), e]);
  }
  const rows: DemoResult[] = [];
  for (const group of byClass.values()) {
    const finish = [...group]
      .map((e) => ({ e, score: e.skill + random.next() * 0.8, out: random.next() < 0.05 }))
      .sort((a, b) => Number(a.out) - Number(b.out) || b.score - a.score);
    let gap = 0;
    finish.forEach(({ e, out }, index) => {
      gap += index === 0 ? 0 : random.int(300, 4_000);
      rows.push({
        inscricaoId: e.id,
        posicao: out ? null : index + 1,
        largada: grid.indexOf(e) + 1,
        status: out ? 'DNF' : 'classificado',
        voltas: out ? random.int(1, laps - 1) : laps,
        tempo: out ? '' : index === 0 ? raceTime(laps * lapMs) : `+${(gap / 1000).toFixed(3)}`,
      });
    });
  }
  const classified = rows.filter((r) => r.status === 'classificado');
  const fastest = classified[random.int(0, Math.min(4, classified.length - 1))]?.inscricaoId;
  return {
    rows,
    pole: grid[0]?.id,
    fastest,
    lap: raceTime(lapMs - random.int(500, 1_500))
      .replace(/^00:/, '0:')
      .replace(/^0(\d:)/, '$1'),
  };
}
