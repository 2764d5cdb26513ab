import type { Category, CategorySlug } from '@stockcar/shared/categories';

/** The event pages live under the pro series only (public-site.md §2.3). */
export const EVENT_CATEGORY_SLUG: CategorySlug = 'proseries';

/** Whether a category shows the event pages; any other one shows the not-found state. */
export function hasEventPages(category: Pick<Category, 'slug'> | undefined): boolean {
  return category?.slug === EVENT_CATEGORY_SLUG;
}
