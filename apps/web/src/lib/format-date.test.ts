import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('dates as São Paulo shows them', () => {
  it('shows instants in São Paulo time', () => {
    expect(formatDateTime('2025-01-31T17:05:00.000Z')).toBe('31/01/2025, 14:05');
    expect(formatDateTime('not a date')).toBe('');
  });

  it("gives the São Paulo day, not UTC's", () => {
    expect(formatDate('2026-11-04T01:30:00.000Z')).toBe('03/11/2026');
    expect(formatDate('')).toBe('');
  });
});
