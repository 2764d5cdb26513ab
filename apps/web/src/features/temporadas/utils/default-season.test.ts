import { describe, expect, it } from 'vitest';
import { defaultSeason } from './default-season.ts';

describe("a category's default season on its stages page", () => {
  it('is the current year when the category has that season', () => {
    expect(defaultSeason([2027, 2026, 2025], 2026)).toBe(2026);
  });

  it('is its newest season when it never raced this year', () => {
    expect(defaultSeason([2017, 2019, 2018], 2026)).toBe(2019);
  });

  it('is the current year while the seasons are unknown or none', () => {
    expect(defaultSeason(undefined, 2026)).toBe(2026);
    expect(defaultSeason([], 2026)).toBe(2026);
  });
});
