/** Generated SVG artwork for the demo content: distinct per entity, no third-party assets. */

function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A category wordmark: a slanted colour bar and the name. */
export function logoSvg(name: string, color: string, fontColor: string): string {
  return svg(
    360,
    96,
    `<polygon points="0,96 28,0 92,0 64,96" fill="${color}"/>` +
      // textLength keeps the name inside the logo whatever font the browser falls back to.
      `<text x="104" y="62" textLength="244" lengthAdjust="spacingAndGlyphs" font-family="Arial Black,Arial,sans-serif" font-size="34" font-style="italic" font-weight="900" fill="${fontColor}">${esc(name)}</text>`,
  );
}

/** A chequered-flag background strip in the category colours. */
export function backgroundSvg(color: string, background: string): string {
  const squares = Array.from({ length: 48 }, (_, i) => {
    const x = (i % 12) * 40;
    const y = Math.floor(i / 12) * 40;
    return (i + Math.floor(i / 12)) % 2
      ? `<rect x="${x + 960}" y="${y}" width="40" height="40" fill="${color}" opacity="0.18"/>`
      : '';
  }).join('');
  return svg(1440, 400, `<rect width="1440" height="400" fill="${background}"/>${squares}`);
}

/** A wide promotional banner with a headline. */
export function bannerSvg(
  headline: string,
  subline: string,
  color: string,
  background: string,
): string {
  return svg(
    1600,
    500,
    `<rect width="1600" height="500" fill="${background}"/>` +
      `<polygon points="1000,500 1180,0 1600,0 1600,500" fill="${color}"/>` +
      `<polygon points="940,500 1120,0 1150,0 970,500" fill="${color}" opacity="0.6"/>` +
      `<text x="80" y="230" font-family="Arial Black,Arial,sans-serif" font-size="72" font-style="italic" font-weight="900" fill="#fff">${esc(headline)}</text>` +
      `<text x="84" y="300" font-family="Arial,sans-serif" font-size="36" fill="${color}">${esc(subline)}</text>`,
  );
}

/** A partner logo: the name set in a rounded badge. */
export function partnerLogoSvg(name: string, hue: number): string {
  return svg(
    240,
    120,
    `<rect x="4" y="4" width="232" height="112" rx="18" fill="hsl(${hue} 55% 92%)" stroke="hsl(${hue} 60% 35%)" stroke-width="4"/>` +
      `<text x="120" y="70" text-anchor="middle" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="hsl(${hue} 60% 25%)">${esc(name)}</text>`,
  );
}

/** A circuit outline drawn from a seed so each track looks different. */
export function circuitSvg(name: string, seed: number, color: string): string {
  const points = Array.from({ length: 9 }, (_, i) => {
    const angle = (i / 9) * Math.PI * 2;
    const r = 120 + ((seed * (i + 3) * 37) % 70);
    return `${(300 + Math.cos(angle) * r * 1.6).toFixed(0)},${(200 + Math.sin(angle) * r).toFixed(0)}`;
  }).join(' ');
  return svg(
    600,
    400,
    `<rect width="600" height="400" fill="#111"/>` +
      `<polygon points="${points}" fill="none" stroke="${color}" stroke-width="14" stroke-linejoin="round"/>` +
      `<text x="300" y="385" text-anchor="middle" font-family="Arial,sans-serif" font-size="22" fill="#fff">${esc(name)}</text>`,
  );
}
