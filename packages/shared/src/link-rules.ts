import type { CategorySlug } from './categories.ts';

/**
 * Which list cards link to a detail page (public-site.md §2.5). The site's lists and the
 * sitemap follow the same rules: a page the site never links is not announced either.
 */

/** Driver cards link to the driver, except on e-stock and the old turismo. */
export function driverHasLink(slug: CategorySlug): boolean {
  return slug !== 'e-stock' && slug !== 'turismo-nacional-antigo';
}

/** Circuit cards link to the detail except on stock-series, e-stock and formula-4. */
export function circuitHasLink(slug: CategorySlug): boolean {
  return slug !== 'stock-series' && slug !== 'e-stock' && slug !== 'formula-4';
}
