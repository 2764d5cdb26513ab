/** Colours as #rgb or #rrggbb: their WCAG relative luminance, contrast, and readable pairs. */

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | undefined {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return undefined;
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const NEAR_BLACK: Rgb = [17, 17, 17];

/**
 * Text colour readable on a background colour: near-black or white, whichever contrasts more
 * (the pro series yellow and the formula-4 blue take dark text, the stock-series red white).
 */
export function readableTextOn(background: string): string {
  const bg = parseHex(background);
  if (!bg) return '#ffffff';
  return contrast(NEAR_BLACK, bg) > contrast(WHITE, bg) ? '#111111' : '#ffffff';
}

/**
 * The category colour as text: itself when it reads on every background given (WCAG AA,
 * 4.5:1), else mixed towards white (dark backgrounds) or black (light ones) in small steps
 * until it does. Keeps the hue: the brand stays recognisable.
 */
export function accessibleTextShade(colour: string, backgrounds: string[], min = 4.5): string {
  const base = parseHex(colour);
  const bgs = backgrounds.map(parseHex).filter((bg): bg is Rgb => !!bg);
  if (!base || bgs.length === 0) return colour;
  const darkest = Math.min(...bgs.map(luminance));
  const towards = darkest < 0.18 ? WHITE : ([0, 0, 0] as Rgb);
  for (let step = 0; step <= 20; step += 1) {
    const mixed = base.map((c, i) => Math.round(c + ((towards[i] ?? 0) - c) * (step / 20))) as Rgb;
    if (bgs.every((bg) => contrast(mixed, bg) >= min)) return toHex(mixed);
  }
  return toHex(towards);
}
