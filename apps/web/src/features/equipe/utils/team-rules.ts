import type { CategorySlug } from '@stockcar/shared/categories';

/** Team points are hidden for stock-series (public-site.md §2.5, team detail). */
export function showsTeamPoints(slug: CategorySlug): boolean {
  return slug !== 'stock-series';
}
