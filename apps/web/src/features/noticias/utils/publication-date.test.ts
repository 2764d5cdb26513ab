import { describe, expect, it } from 'vitest';
import { formatPublicationDate } from './publication-date.ts';

describe('formatPublicationDate (public-site.md §2.5: date part only)', () => {
  it('shows dd/mm/yyyy without the time', () => {
    expect(formatPublicationDate('2024-06-02T18:00:00.000Z')).toBe('02/06/2024');
  });

  it("dates by São Paulo's calendar, not UTC's", () => {
    // 01:00 UTC on the 9th is still 22:00 on the 8th in Brazil.
    expect(formatPublicationDate('2026-11-09T01:00:00.000Z')).toBe('08/11/2026');
    expect(formatPublicationDate('2026-01-01T02:59:59.000Z')).toBe('31/12/2025');
  });

  it('leaves a broken date blank instead of printing NaN', () => {
    expect(formatPublicationDate('ontem')).toBe('');
  });
});
