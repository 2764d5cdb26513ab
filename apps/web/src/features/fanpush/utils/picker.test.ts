import { describe, expect, it } from 'vitest';
import { canConfirm, MAX_PICKS_WARNING, togglePick } from './picker.ts';

describe('vote picker rules (fan-club.md §4, §5)', () => {
  it('picks up to 3 distinct drivers and refuses a fourth with the warning', () => {
    let picked: number[] = [];
    for (const id of [4, 9, 2]) {
      const result = togglePick(picked, id);
      expect(result.warning).toBeUndefined();
      picked = result.picked;
    }
    expect(picked).toEqual([4, 9, 2]);
    expect(togglePick(picked, 7)).toEqual({ picked: [4, 9, 2], warning: MAX_PICKS_WARNING });
    expect(MAX_PICKS_WARNING).toBe('Você já selecionou o máximo de pilotos permitidos.');
  });

  it('unpicks a picked driver, which frees a place', () => {
    expect(togglePick([4, 9, 2], 9)).toEqual({ picked: [4, 2] });
    expect(togglePick([4, 2], 7)).toEqual({ picked: [4, 2, 7] });
  });

  it('enables confirm only at exactly 3 picks', () => {
    expect(canConfirm([])).toBe(false);
    expect(canConfirm([1, 2])).toBe(false);
    expect(canConfirm([1, 2, 3])).toBe(true);
    expect(canConfirm([1, 2, 3, 4])).toBe(false);
  });
});
