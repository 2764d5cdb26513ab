import { describe, expect, it } from 'vitest';
import { swipeStep } from './use-swipe.ts';

// Moved with swipeStep from features/noticias/utils/lightbox-rules.test.ts (the lightbox's moves).
describe('lightbox moves', () => {
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
