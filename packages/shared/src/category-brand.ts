import type { CategorySlug } from './categories.ts';

/**
 * The artwork colours and initials of each category: the demo seed's theme (apps/api seed) and
 * the installed app's icons and manifests (apps/web/build/pwa-assets.ts) come from this one
 * table. Kept apart from categories.ts, which the site's first download carries.
 */
export interface CategoryBrand {
  initials: string;
  /** The installed app's name under its icon (a dozen characters at most). */
  shortName: string;
  cor: string;
  background: string;
}

export const CATEGORY_BRANDS: Record<CategorySlug, CategoryBrand> = {
  proseries: { initials: 'SC', shortName: 'Pro Series', cor: '#ffc20e', background: '#0d0d12' },
  'e-stock': { initials: 'ES', shortName: 'E-Stock', cor: '#00d1ff', background: '#07101f' },
  'stock-series': {
    initials: 'SS',
    shortName: 'Stock Series',
    cor: '#e4002b',
    background: '#16080b',
  },
  'formula-4': { initials: 'F4', shortName: 'F4 Brasil', cor: '#2f7bff', background: '#061325' },
  'turismo-nacional-antigo': {
    initials: 'TN',
    shortName: 'TN Antigo',
    cor: '#7fa34a',
    background: '#0b130a',
  },
  'turismo-nacional': {
    initials: 'TN',
    shortName: 'Turismo Nac.',
    cor: '#00a651',
    background: '#06140c',
  },
};

function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square favicon with the category initials (the seed's imgFavicon, the app icons). */
export function faviconSvg(initials: string, color: string, background: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${background}"/>` +
    `<text x="32" y="42" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-size="26" font-weight="900" fill="${color}">${esc(initials)}</text>` +
    `</svg>`
  );
}
