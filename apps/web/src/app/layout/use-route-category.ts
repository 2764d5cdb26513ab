import { useParams } from 'react-router';
import { DEFAULT_CATEGORY_SLUG, resolveCategory, type Category } from '@stockcar/shared/categories';

export function defaultCategory(): Category {
  const category = resolveCategory(DEFAULT_CATEGORY_SLUG);
  if (!category) throw new Error(`Default category ${DEFAULT_CATEGORY_SLUG} is not in the table`);
  return category;
}

/** The route's category (slug or alias), proseries for routes without one (§2.1). */
export function useRouteCategory(): Category {
  const { categoria } = useParams();
  return resolveCategory(categoria) ?? defaultCategory();
}
