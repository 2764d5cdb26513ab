import { describe, expect, it } from 'vitest';
import { fromSiteLocalDateTime, siteDateParts, siteLocalDateTime } from './dates.ts';

describe('siteDateParts', () => {
  it('uses São Paulo time, not UTC, for the day', () => {
    // 01:30 UTC on 4 Nov is still 3 Nov in São Paulo (UTC-3).
    expect(siteDateParts(new Date('2026-11-04T01:30:00Z'), 'pt-br')).toEqual({
      dia: '03',
      mes: 'NOV',
      ano: '2026',
    });
  });

  it('abbreviates months in the chosen language', () => {
    const feb = new Date('2026-02-10T15:00:00Z');
    expect(siteDateParts(feb, 'pt-br').mes).toBe('FEV');
    expect(siteDateParts(feb, 'en').mes).toBe('FEB');
  });
});

describe('São Paulo wall clock ⇄ instants (datetime-local inputs in Brasília time)', () => {
  it('shows an instant as São Paulo reads it, whatever the machine zone', () => {
    expect(siteLocalDateTime('2026-05-04T12:00:00.000Z')).toBe('2026-05-04T09:00');
    expect(siteLocalDateTime('2026-11-04T01:30:00Z')).toBe('2026-11-03T22:30');
    expect(siteLocalDateTime('amanhã')).toBe('');
  });

  it('reads a wall-clock time as São Paulo time, with the offset of that date', () => {
    expect(fromSiteLocalDateTime('2026-05-04T09:00')).toBe('2026-05-04T12:00:00.000Z');
    // Summer time (until 2019): 15 Jan 2018 was UTC-2 in São Paulo.
    expect(fromSiteLocalDateTime('2018-01-15T10:00')).toBe('2018-01-15T12:00:00.000Z');
    expect(siteLocalDateTime('2018-01-15T12:00:00.000Z')).toBe('2018-01-15T10:00');
  });

  it('gives null for an empty or unreadable value', () => {
    expect(fromSiteLocalDateTime('')).toBeNull();
    expect(fromSiteLocalDateTime(null)).toBeNull();
    expect(fromSiteLocalDateTime('04/05/2026 09:00')).toBeNull();
  });
});
