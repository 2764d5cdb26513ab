import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, findUnsafeText, isUnsafeText, withSafeText } from './safe-text.ts';

describe('unsafe text', () => {
  it('finds NUL and lone surrogates, and lets paired surrogates (emoji) through', () => {
    expect(isUnsafeText('abc\u0000def')).toBe(true);
    expect(isUnsafeText('lone high \ud800 here')).toBe(true);
    expect(isUnsafeText('lone low \udc00 here')).toBe(true);
    expect(isUnsafeText('ends high \ud83c')).toBe(true);
    expect(isUnsafeText('Vamos! 🏁 São Paulo — çãé')).toBe(false);
    expect(isUnsafeText('')).toBe(false);
  });

  it('names the path of the first unsafe string, in values and in keys', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'x', { c: 'bad\u0000' }] })).toEqual(['b', 2, 'c']);
    expect(findUnsafeText({ nested: { ['k\ud800']: 1 } })).toEqual(['nested']);
    expect(findUnsafeText({ a: 'ok', b: [null, 3, true] })).toBeUndefined();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(100_000);
  });

  it('a contract wrapped with withSafeText refuses before its own rules, then parses', () => {
    const schema = withSafeText(z.object({ email: z.string().trim() }));
    const refused = schema.safeParse({ email: 'a@b.com\u0000' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      message: UNSAFE_TEXT_MESSAGE,
      path: ['email'],
    });
    expect(schema.parse({ email: ' a@b.com ' })).toEqual({ email: 'a@b.com' });
  });
});
