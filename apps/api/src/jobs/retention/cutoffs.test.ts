import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_PERIODS } from '@stockcar/shared/schemas/runtime-config';
import { cutoffsOf, monthsBefore } from './cutoffs.ts';

const at = (iso: string) => new Date(iso);

describe('monthsBefore', () => {
  it('goes back whole calendar months, keeping the day and the time', () => {
    expect(monthsBefore(at('2031-06-15T12:34:56.789Z'), 12)).toEqual(
      at('2030-06-15T12:34:56.789Z'),
    );
    expect(monthsBefore(at('2031-01-10T00:00:00Z'), 24)).toEqual(at('2029-01-10T00:00:00Z'));
    expect(monthsBefore(at('2031-03-10T08:00:00Z'), 3)).toEqual(at('2030-12-10T08:00:00Z'));
  });

  it('lands on the last day of a shorter month instead of spilling into the next', () => {
    expect(monthsBefore(at('2028-02-29T10:00:00Z'), 12)).toEqual(at('2027-02-28T10:00:00Z'));
    expect(monthsBefore(at('2031-03-31T10:00:00Z'), 1)).toEqual(at('2031-02-28T10:00:00Z'));
    expect(monthsBefore(at('2032-05-31T10:00:00Z'), 3)).toEqual(at('2032-02-29T10:00:00Z'));
  });
});

describe('cutoffsOf', () => {
  it('turns each period into the instant before which rows go', () => {
    const now = at('2031-06-15T12:00:00Z');
    const periods = { ...DEFAULT_RETENTION_PERIODS };
    expect(cutoffsOf(periods, now)).toEqual({
      candidates: at('2030-06-15T12:00:00Z'),
      leads: at('2029-06-15T12:00:00Z'),
      outbox: at('2031-05-16T12:00:00Z'),
      expired: at('2031-06-08T12:00:00Z'),
      loginFailures: at('2031-06-14T12:00:00Z'),
      revocationProof: at('2026-06-15T12:00:00Z'),
      now,
    });
  });
});
