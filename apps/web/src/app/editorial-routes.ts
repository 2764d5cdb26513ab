import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pageRoute, type Page } from './route-table.ts';

/** The editorial pages under /stockcar/:categoria (public-site.md §2.3), one chunk each. */
export function editorialRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    pageRoute(
      c.novidades.pattern,
      { titleKey: 'novidades' },
      page(() => import('./routes/category/novidade.tsx')),
    ),
    pageRoute(
      c.noticiaPattern,
      { titleKey: 'noticia' },
      page(() => import('./routes/category/noticia.tsx')),
    ),
    pageRoute(
      c.galeria.pattern,
      { titleKey: 'galeria' },
      page(() => import('./routes/category/galeria.tsx')),
    ),
  ];
}
