/**
 * Text colour readable on a background colour (#rgb or #rrggbb): near-black on light colours
 * such as the pro series yellow, white on dark ones. Uses WCAG relative luminance; the 0.4
 * threshold keeps white on saturated reds and blues, where it reads better.
 */
export function readableTextOn(background: string): string {
  const hex = background.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return '#ffffff';
  const channel = (offset: number) => {
    const value = parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.4 ? '#111111' : '#ffffff';
}
