import type { CategorySlug } from '@stockcar/shared/categories';

/** Drivers list rules (public-site.md §2.5): e-stock cards have no points. */
export function showsDriverPoints(slug: CategorySlug): boolean {
  return slug !== 'e-stock';
}
