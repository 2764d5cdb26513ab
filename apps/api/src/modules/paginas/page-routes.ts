import { CATEGORY_ROUTE_NAMES } from '@stockcar/shared/categories';
import { isClubPath } from '@stockcar/shared/site-pages';

/**
 * The routes of the site's pages (match.ts tells a page from a made-up path under them):
 * the root, `/{categoria}` for every slug and alias, the categories' pages, the Stock Club's.
 */
export const PAGE_ROUTES: readonly string[] = [
  '/',
  '/fanpush',
  '/stockcar',
  '/stockcar/*',
  '/stockclub/*',
  ...CATEGORY_ROUTE_NAMES.map((name) => `/${name}`),
];

/**
 * The pages kept in the read cache: not the Stock Club's, whose links carry secrets in their
 * query (a reset link's `h=`) that must not become keys of the server's memory.
 */
export const CACHED_PAGE_ROUTES = PAGE_ROUTES.filter((url) => !isClubPath(url));
