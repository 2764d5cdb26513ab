/** Generated SVG artwork for drivers, teams, cars and manufacturers: distinct per entity. */

function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const font = 'font-family="Arial Black,Arial,sans-serif" font-weight="900"';

/** A driver portrait: helmet silhouette in the team colour, initials and number. */
export function driverPhotoSvg(
  initials: string,
  numero: string,
  color: string,
  alternate: boolean,
): string {
  const bg = alternate ? color : '#1a1a22';
  const suit = alternate ? '#1a1a22' : color;
  return svg(
    300,
    360,
    `<rect width="300" height="360" fill="${bg}"/>` +
      `<path d="M40 360 C50 270 250 270 260 360 Z" fill="${suit}"/>` +
      `<circle cx="150" cy="170" r="78" fill="#f2d0b5"/>` +
      `<path d="M70 170 A80 80 0 0 1 230 170 L230 150 A80 80 0 0 0 70 150 Z" fill="${suit}"/>` +
      `<text x="150" y="190" text-anchor="middle" ${font} font-size="46" fill="#1a1a22">${esc(initials)}</text>` +
      `<text x="280" y="50" text-anchor="end" ${font} font-size="40" fill="#fff" opacity="0.85">#${esc(numero)}</text>`,
  );
}

export function helmetSvg(numero: string, color: string): string {
  return svg(
    240,
    200,
    `<path d="M20 140 C20 40 220 30 220 120 L220 170 L60 170 Z" fill="${color}" stroke="#111" stroke-width="6"/>` +
      `<path d="M120 80 L215 90 L215 130 L120 125 Z" fill="#223" opacity="0.85"/>` +
      `<text x="70" y="145" text-anchor="middle" ${font} font-size="34" fill="#fff">${esc(numero)}</text>`,
  );
}

export function carSvg(numero: string, color: string, label: string): string {
  return svg(
    640,
    240,
    `<rect width="640" height="240" fill="none"/>` +
      `<path d="M40 170 L80 110 L230 90 L330 50 L470 55 L560 110 L610 120 L615 170 Z" fill="${color}" stroke="#111" stroke-width="5"/>` +
      `<path d="M250 92 L335 60 L455 63 L520 105 Z" fill="#223" opacity="0.8"/>` +
      `<circle cx="150" cy="175" r="38" fill="#111"/><circle cx="510" cy="175" r="38" fill="#111"/>` +
      `<circle cx="150" cy="175" r="16" fill="#aaa"/><circle cx="510" cy="175" r="16" fill="#aaa"/>` +
      `<circle cx="360" cy="130" r="30" fill="#fff"/>` +
      `<text x="360" y="142" text-anchor="middle" ${font} font-size="32" fill="#111">${esc(numero)}</text>` +
      `<text x="330" y="225" text-anchor="middle" font-family="Arial,sans-serif" font-size="20" fill="#888">${esc(label)}</text>`,
  );
}

export function teamLogoSvg(name: string, color: string, inverted: boolean): string {
  const fg = inverted ? '#ffffff' : color;
  const bg = inverted ? color : '#ffffff';
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return svg(
    240,
    240,
    `<rect x="8" y="8" width="224" height="224" rx="40" fill="${bg}" stroke="${color}" stroke-width="10"/>` +
      `<text x="120" y="140" text-anchor="middle" ${font} font-size="70" fill="${fg}">${esc(initials)}</text>` +
      `<text x="120" y="195" text-anchor="middle" font-family="Arial,sans-serif" font-size="20" fill="${fg}">${esc(name.slice(0, 18))}</text>`,
  );
}

export function channelLogoSvg(name: string, color: string): string {
  return svg(
    200,
    80,
    `<rect width="200" height="80" rx="14" fill="${color}"/>` +
      `<text x="100" y="50" text-anchor="middle" ${font} font-size="24" fill="#fff">${esc(name)}</text>`,
  );
}
