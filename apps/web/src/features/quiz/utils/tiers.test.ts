import { describe, expect, it } from 'vitest';
import { progressText, tierFor } from './tiers.ts';

describe('quiz result tiers (fan-club.md §4, with 4 and 8 fixed)', () => {
  it.each([
    [0, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [7, 2],
    [8, 3],
    [10, 3],
  ])('%i correct answers give tier %i', (corretas, nivel) => {
    expect(tierFor(corretas).nivel).toBe(nivel);
  });

  it("writes the progress as 'X de Y'", () => {
    expect(progressText(3, 10)).toBe('3 de 10');
  });
});
