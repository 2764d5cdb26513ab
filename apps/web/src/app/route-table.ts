import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';
import type { lazyPage, PageModule } from './routes/lazy-page.ts';

/** Binds a page module's loader to the query client (router.tsx gives it to each table). */
export type Page = (load: () => Promise<PageModule>) => ReturnType<typeof lazyPage>;

/** One row of a route table: a path, what the route declares about itself, its lazy page. */
export function pageRoute(
  path: string,
  handle: RouteHandle,
  lazy: ReturnType<typeof lazyPage>,
): RouteObject {
  return { path, handle, lazy };
}
