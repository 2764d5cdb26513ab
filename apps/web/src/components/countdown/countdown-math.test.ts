import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown-math.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.parse('2025-03-01T12:00:00Z');

describe('countdownParts', () => {
  it('splits the time left into two-digit days, hours, minutes and seconds', () => {
    const target = NOW + 3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND + 999;
    expect(countdownParts(target, NOW)).toEqual({
      days: '03',
      hours: '04',
      minutes: '05',
      seconds: '06',
    });
  });

  it('keeps more than 99 days whole', () => {
    expect(countdownParts(NOW + 120 * DAY + HOUR, NOW)).toMatchObject({ days: '120', hours: '01' });
  });

  it("shows '00' everywhere once the start has passed (§2.5)", () => {
    const zero = { days: '00', hours: '00', minutes: '00', seconds: '00' };
    expect(countdownParts(NOW - 5 * DAY - 3 * SECOND, NOW)).toEqual(zero);
    expect(countdownParts(NOW - 1, NOW)).toEqual(zero);
    expect(countdownParts(NOW, NOW)).toEqual(zero);
  });

  it("shows '00' for an unreadable date instead of NaN", () => {
    expect(countdownParts(Date.parse('not a date'), NOW).days).toBe('00');
  });
});
