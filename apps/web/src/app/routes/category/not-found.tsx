import { NotFoundContent } from '../../layout/not-found-content.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';

/** An unknown page inside a category: the category's frame stays around the 404. */
export default function CategoryNotFoundPage() {
  const category = useRouteCategory();
  return <NotFoundContent homeSlug={category.slug} />;
}
