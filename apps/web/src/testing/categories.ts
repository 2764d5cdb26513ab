import { resolveCategory, type Category } from '@stockcar/shared/categories';

/** The category of a slug, for tests that render a category's screen. */
export function categoryOf(slug: string): Category {
  const category = resolveCategory(slug);
  if (!category) throw new Error(`Unknown category ${slug}`);
  return category;
}
