import type { CategorySlug } from '@stockcar/shared/categories';

/**
 * Drivers list rules (public-site.md §2.5): e-stock cards have no points and no link; the old
 * turismo's cards have no link either.
 */
export function driverHasLink(slug: CategorySlug): boolean {
  return slug !== 'e-stock' && slug !== 'turismo-nacional-antigo';
}

export function showsDriverPoints(slug: CategorySlug): boolean {
  return slug !== 'e-stock';
}
