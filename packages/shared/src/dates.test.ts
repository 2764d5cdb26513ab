import { describe, expect, it } from 'vitest';
import { siteDateParts } from './dates.ts';

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
