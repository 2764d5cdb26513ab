import { describe, expect, it } from 'vitest';
import { currentYear } from './seasons.ts';

describe('currentYear (the default season, public-site.md §9)', () => {
  it('is the year in São Paulo, not in UTC', () => {
    // 01:00 UTC on 1 January is still 31 December in São Paulo (UTC-3).
    expect(currentYear(new Date('2027-01-01T01:00:00Z'))).toBe(2026);
    expect(currentYear(new Date('2027-01-01T04:00:00Z'))).toBe(2027);
  });
});
