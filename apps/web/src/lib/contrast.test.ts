import { describe, expect, it } from 'vitest';
import { accessibleTextShade, readableTextOn } from './contrast';

/** WCAG contrast ratio, written out here from the definition, to check the module's answers. */
function ratio(a: string, b: string) {
  const lum = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const c = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const SURFACES = ['#0d0d12', '#16161b', '#1b1b22', '#222226', '#1a243b', '#2a2a33'];
/** The seeded categories' colours (apps/api/src/seed/categories.ts). */
const CATEGORY_COLOURS = ['#ffc20e', '#00d1ff', '#e4002b', '#2f7bff', '#7fa34a', '#00a651'];

describe('readableTextOn', () => {
  it('picks whichever of white and near-black contrasts more with the accent', () => {
    expect(readableTextOn('#ffc20e')).toBe('#111111');
    expect(readableTextOn('#fff')).toBe('#111111');
    expect(readableTextOn('#e4002b')).toBe('#ffffff');
    expect(readableTextOn('#0d0d12')).toBe('#ffffff');
    // White on the formula-4 blue and the turismo green is below 4.5:1; dark text is not.
    expect(readableTextOn('#2f7bff')).toBe('#111111');
    expect(readableTextOn('#00a651')).toBe('#111111');
    for (const colour of CATEGORY_COLOURS) {
      expect(ratio(readableTextOn(colour), colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to white for a value it cannot read', () => {
    expect(readableTextOn('rgb(1,2,3)')).toBe('#ffffff');
  });
});

describe('accessibleTextShade', () => {
  it('gives every category colour a text shade of 4.5:1 or more on each dark surface', () => {
    for (const colour of CATEGORY_COLOURS) {
      const shade = accessibleTextShade(colour, SURFACES);
      for (const surface of SURFACES) {
        expect(ratio(shade, surface), `${colour} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a colour that already reads, and lightens one that does not', () => {
    expect(accessibleTextShade('#ffc20e', SURFACES)).toBe('#ffc20e');
    const red = accessibleTextShade('#e4002b', SURFACES);
    expect(red).not.toBe('#e4002b');
    expect(ratio('#e4002b', '#1b1b22')).toBeLessThan(4.5);
    // Lighter, and still red: the red channel leads.
    const [r, g] = [parseInt(red.slice(1, 3), 16), parseInt(red.slice(3, 5), 16)];
    expect(r).toBeGreaterThan(0xe4);
    expect(r).toBeGreaterThan(g);
  });

  it('leaves a value it cannot read as it is', () => {
    expect(accessibleTextShade('var(--x)', SURFACES)).toBe('var(--x)');
  });
});
