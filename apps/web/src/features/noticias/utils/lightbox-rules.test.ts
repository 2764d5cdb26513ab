import { describe, expect, it } from 'vitest';
import { stepIndex } from './lightbox-rules.ts';

describe('lightbox moves', () => {
  it('steps through the photos and wraps round at both ends', () => {
    expect(stepIndex(0, 1, 6)).toBe(1);
    expect(stepIndex(5, 1, 6)).toBe(0);
    expect(stepIndex(0, -1, 6)).toBe(5);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
