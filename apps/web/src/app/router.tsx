import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type HydrationState,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { CATEGORY_ROUTE_NAMES } from '@stockcar/shared/categories';
import { isClubPath } from '@stockcar/shared/site-pages';
import { paths } from '../config/paths.ts';
import { getRuntimeConfig } from '../lib/runtime-config.ts';
import { setSessionNavigator } from '../lib/session.ts';
import { commercialRoutes } from './commercial-routes.ts';
import { createNavigationGuard } from './navigation-guard.ts';
import { editorialRoutes } from './editorial-routes.ts';
import { institutionalRoutes } from './institutional-routes.ts';
import type { RouteHandle } from './route-handle.ts';
import { racingRoutes } from './racing-routes.ts';
import { hallOfFameRoutes } from './hall-of-fame-routes.ts';
import { lazyPage, type PageModule } from './routes/lazy-page.ts';
import Root, { PageSpinner, RootErrorBoundary } from './routes/root.tsx';

/** A redirect that keeps the query string (e.g. /?stockclub=true still reaches the guard). */
const redirectTo =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(to + new URL(request.url).search);

const handle = (value: RouteHandle) => value;

/** The Stock Club subtree: its pages are found on the first navigation into it (see below). */
const STOCKCLUB_ROUTE_ID = 'stockclub';

/**
 * The route tree, and how the Stock Club's part of it is found. A fan on a category page never
 * downloads the club's route table (it is lazy, like its pages): on the first navigation under
 * /stockclub, React Router asks `patchRoutesOnNavigation`, which loads the table and adds it to
 * the router and to the tree the navigation guard reads.
 * https://reactrouter.com/start/data/route-object#patchroutesonnavigation
 */
export function createRoutes(queryClient: QueryClient): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  discover: (path: string) => Promise<void>;
} {
  const page = (load: () => Promise<PageModule>) => lazyPage(load, queryClient);
  const notFound = {
    path: '*',
    handle: handle({ titleKey: 'notFound' }),
    lazy: page(() => import('./routes/category/not-found.tsx')),
  };
  const stockclub: RouteObject = {
    id: STOCKCLUB_ROUTE_ID,
    path: paths.stockclub.pattern,
    lazy: page(() => import('./routes/stockclub/layout.tsx')),
    children: [notFound],
  };
  // Loaded once; patched on every call (React Router skips routes it has already, and ignores a
  // patch of an aborted navigation, so the next one must be able to patch again).
  let discovered: Promise<RouteObject[]> | undefined;
  const discoverStockclub = async (patch: (routeId: string, children: RouteObject[]) => void) => {
    discovered ??= import('./stockclub-routes.ts').then(({ stockclubRoutes }) => {
      const children = stockclubRoutes(page);
      stockclub.children = [...children, notFound];
      return children;
    });
    patch(STOCKCLUB_ROUTE_ID, await discovered);
  };
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: PageSpinner,
      loader: createNavigationGuard(() => routes),
      // The guard runs before every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      children: [
        { index: true, loader: redirectTo(paths.category.home()) },
        { path: paths.stockcar, loader: redirectTo(paths.category.home()) },
        // /{categoria} for every slug and alias, kept as typed (§2.1).
        ...CATEGORY_ROUTE_NAMES.map((name) => ({
          path: name,
          loader: redirectTo(paths.category.home(name)),
        })),
        { path: paths.fanpush, loader: () => redirect(getRuntimeConfig().links.fanpush) },
        {
          path: paths.category.pattern,
          lazy: page(() => import('./routes/category/layout.tsx')),
          children: [
            {
              index: true,
              handle: handle({ titleKey: 'home' }),
              lazy: page(() => import('./routes/category/home.tsx')),
            },
            ...racingRoutes(page),
            ...commercialRoutes(page),
            ...institutionalRoutes(page),
            ...editorialRoutes(page),
            ...hallOfFameRoutes(page),
            {
              path: paths.category.fanpushTv.pattern,
              handle: handle({ titleKey: 'fanpushTv', hideChrome: true }),
              lazy: page(() => import('./routes/category/fanpush-tv.tsx')),
            },
            notFound,
          ],
        },
        stockclub,
        {
          path: '*',
          handle: handle({ titleKey: 'notFound' }),
          lazy: page(() => import('./routes/not-found.tsx')),
        },
      ],
    },
  ];
  return {
    routes,
    patchRoutesOnNavigation: async ({ path, patch }) => {
      if (isClubPath(path)) await discoverStockclub(patch);
    },
    /** Adds the routes of `path` to the tree now (a page rendered on the server, or hydrated). */
    discover: async (path: string) => {
      if (isClubPath(path)) await discoverStockclub(() => undefined);
    },
  };
}

function browserRouter(
  { routes, patchRoutesOnNavigation }: ReturnType<typeof createRoutes>,
  hydrationData?: HydrationState,
) {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation, hydrationData });
  // Logout (lib/session) navigates through the router instead of reloading the page.
  setSessionNavigator((to) => void router.navigate(to));
  return router;
}

export function createAppRouter(queryClient: QueryClient) {
  return browserRouter(createRoutes(queryClient));
}

/**
 * The router of a page the server rendered (docs/decisions/0031): its loaders already ran
 * there, so it starts from their results, and the lazy routes of the page are loaded first, so
 * the first render matches the server's HTML.
 * https://reactrouter.com/how-to/data-mode-ssr (lazy routes and hydration)
 */
export async function createHydratedRouter(
  queryClient: QueryClient,
  hydrationData: HydrationState,
) {
  const tree = createRoutes(queryClient);
  await tree.discover(window.location.pathname);
  const matches = matchRoutes(tree.routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return browserRouter(tree, hydrationData);
}
