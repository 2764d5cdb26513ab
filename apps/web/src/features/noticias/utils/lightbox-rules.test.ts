import { describe, expect, it } from 'vitest';
import { stepIndex, swipeStep } from './lightbox-rules.ts';

describe('lightbox moves', () => {
  it('steps through the photos and wraps round at both ends', () => {
    expect(stepIndex(0, 1, 6)).toBe(1);
    expect(stepIndex(5, 1, 6)).toBe(0);
    expect(stepIndex(0, -1, 6)).toBe(5);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('swipes left to the next photo and right to the previous one', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(90, -20)).toBe(-1);
  });

  it('ignores taps, short drags and vertical scrolls', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 200)).toBe(0);
  });
});
