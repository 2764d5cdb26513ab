import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { commercialRoutes } from './commercial-routes.ts';
import { editorialRoutes } from './editorial-routes.ts';
import { hallOfFameRoutes } from './hall-of-fame-routes.ts';
import { institutionalRoutes } from './institutional-routes.ts';
import { racingRoutes } from './racing-routes.ts';
import { pageRoute, type Page } from './route-table.ts';

/**
 * A category's pages other than its home, under /stockcar/:categoria: a chunk of their own,
 * found on the first navigation to one of them (router.tsx), so the home's first download
 * carries none of their route tables (issue 14, decision 0034).
 */
export function categoryRoutes(page: Page): RouteObject[] {
  return [
    ...racingRoutes(page),
    ...commercialRoutes(page),
    ...institutionalRoutes(page),
    ...editorialRoutes(page),
    ...hallOfFameRoutes(page),
    pageRoute(
      paths.category.fanpushTv.pattern,
      { titleKey: 'fanpushTv', hideChrome: true },
      page(() => import('./routes/category/fanpush-tv.tsx')),
    ),
  ];
}
