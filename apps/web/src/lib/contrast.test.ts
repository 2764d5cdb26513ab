import { describe, expect, it } from 'vitest';
import { readableTextOn } from './contrast';

describe('readableTextOn', () => {
  it('puts dark text on the pro series yellow and white on dark or saturated colours', () => {
    expect(readableTextOn('#ffc20e')).toBe('#111111');
    expect(readableTextOn('#fff')).toBe('#111111');
    expect(readableTextOn('#e4002b')).toBe('#ffffff');
    expect(readableTextOn('#2f7bff')).toBe('#ffffff');
    expect(readableTextOn('#0d0d12')).toBe('#ffffff');
  });

  it('falls back to white for a value it cannot read', () => {
    expect(readableTextOn('rgb(1,2,3)')).toBe('#ffffff');
  });
});
