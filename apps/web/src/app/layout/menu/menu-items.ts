import { resolveCategory, type Category } from '@stockcar/shared/categories';
import type { MenuItem } from '@stockcar/shared/schemas/categoria';
import { CHAMPIONSHIP_PATH_SUFFIX } from '../../../config/paths.ts';

/** The championship item (the 'about the category' page) is hidden for proseries (§2.4). */
export function visibleMainItems(items: readonly MenuItem[], category: Category): MenuItem[] {
  if (category.slug !== 'proseries') return [...items];
  return items.filter((item) => !item.url.replace(/\/+$/, '').endsWith(CHAMPIONSHIP_PATH_SUFFIX));
}

/** A category symbol link points at /stockcar/{slug or alias}. */
export function isCurrentCategory(item: MenuItem, category: Category): boolean {
  const slug = /^\/stockcar\/([^/?#]+)\/?$/.exec(item.url)?.[1];
  return resolveCategory(slug)?.id === category.id;
}
