import { describe, expect, it } from 'vitest';
import { placeWindow, windowFor } from './placement.ts';

const day = (d: number, h = 0) => new Date(Date.UTC(2030, 0, d, h));
const slot = (a: Date, b: Date) => ({ inicio: a, fim: b });

describe('where a window goes', () => {
  it('opens N days before the race and closes M minutes before it starts', () => {
    expect(windowFor(day(10, 17), { diasAntes: 3, minutosAntes: 90 })).toEqual(
      slot(day(7, 17), new Date(day(10, 17).getTime() - 90 * 60_000)),
    );
    // One day before, closing 1440 minutes before: no time left.
    expect(windowFor(day(10), { diasAntes: 1, minutosAntes: 1440 })).toBeUndefined();
  });

  it('starts when an earlier window ends, ends when a later one starts, or finds no room', () => {
    const ideal = slot(day(3), day(10));
    expect(placeWindow(ideal, [])).toEqual(ideal);
    expect(placeWindow(ideal, [slot(day(1), day(2))])).toEqual(ideal);
    expect(placeWindow(ideal, [slot(day(1), day(5))])).toEqual(slot(day(5), day(10)));
    expect(placeWindow(ideal, [slot(day(8), day(12))])).toEqual(slot(day(3), day(8)));
    expect(placeWindow(ideal, [slot(day(8), day(12)), slot(day(1), day(5))])).toEqual(
      slot(day(5), day(8)),
    );
    expect(placeWindow(ideal, [slot(day(1), day(11))])).toBeUndefined();
    expect(placeWindow(ideal, [slot(day(1), day(6)), slot(day(6), day(12))])).toBeUndefined();
  });
});
