import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import type { lazyPage, PageModule } from './routes/lazy-page.ts';

const handle = (value: RouteHandle) => value;

type Page = (load: () => Promise<PageModule>) => ReturnType<typeof lazyPage>;

/** The editorial pages under /stockcar/:categoria (public-site.md §2.3), one chunk each. */
export function editorialRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    {
      path: c.novidades.pattern,
      handle: handle({ titleKey: 'novidades' }),
      lazy: page(() => import('./routes/category/novidade.tsx')),
    },
    {
      path: c.noticiaPattern,
      handle: handle({ titleKey: 'noticia' }),
      lazy: page(() => import('./routes/category/noticia.tsx')),
    },
    {
      path: c.galeria.pattern,
      handle: handle({ titleKey: 'galeria' }),
      lazy: page(() => import('./routes/category/galeria.tsx')),
    },
  ];
}
