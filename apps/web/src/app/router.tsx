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
import { createNavigationGuard } from './navigation-guard.ts';
import type { RouteHandle } from './route-handle.ts';
import type { Page } from './route-table.ts';
import * as categoryLayout from './routes/category/layout.tsx';
import { lazyPage, pageRoute } from './routes/lazy-page.ts';
import Root, { PageSpinner, RootErrorBoundary } from './routes/root.tsx';

/** A redirect that keeps the query string (e.g. /?stockclub=true still reaches the guard). */
const redirectTo =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(to + new URL(request.url).search);

const handle = (value: RouteHandle) => value;

/**
 * A part of the route tree whose table is a chunk of its own: `route` starts with its
 * not-found child only, and gets the table's routes the first time one of its paths is asked.
 */
interface LazySubtree {
  route: RouteObject & { id: string };
  owns: (path: string) => boolean;
  /** Loads the table once and puts it into `route` (the tree the navigation guard reads). */
  load: () => Promise<RouteObject[]>;
}

function lazySubtree(
  route: RouteObject & { id: string },
  owns: (path: string) => boolean,
  loadTable: () => Promise<RouteObject[]>,
  notFound: RouteObject,
): LazySubtree {
  route.children = [...(route.children ?? []), notFound];
  let loaded: Promise<RouteObject[]> | undefined;
  return {
    route,
    owns,
    load: () =>
      (loaded ??= loadTable().then((table) => {
        const known = (route.children ?? []).filter((child) => child !== notFound);
        route.children = [...known, ...table, notFound];
        return table;
      })),
  };
}

/**
 * The route tree, and how its lazy parts are found. The home's first download carries only the
 * routes of the home: a category's other pages and the Stock Club's are route tables of their
 * own (like their pages), and on the first navigation into one React Router asks
 * `patchRoutesOnNavigation`, which loads the table and adds it to the router and to the tree
 * the navigation guard reads.
 * https://reactrouter.com/start/data/route-object#patchroutesonnavigation
 */
export function createRoutes(queryClient: QueryClient): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /** Adds the routes of `path` to the tree now (a page rendered on the server, or hydrated). */
  discover: (path: string) => Promise<void>;
  /** Downloads the category's table once the page is idle: the next click waits for it no more. */
  prefetchCategoryPages: () => void;
} {
  const page: Page = (load) => lazyPage(load, queryClient);
  const notFound = {
    path: '*',
    handle: handle({ titleKey: 'notFound' }),
    lazy: page(() => import('./routes/category/not-found.tsx')),
  };
  const category = lazySubtree(
    {
      id: 'category',
      path: paths.category.pattern,
      // The frame of every public page: in the first download, not a chunk of its own (one
      // request less before the home shows; e2e/home-bundle.ts).
      ...pageRoute(categoryLayout, queryClient),
      children: [
        {
          index: true,
          handle: handle({ titleKey: 'home' }),
          lazy: page(() => import('./routes/category/home.tsx')),
        },
      ],
    },
    // /stockcar/{categoria}/anything: the category's home needs no table.
    (path) => /^\/stockcar\/[^/]+\/./i.test(path),
    () => import('./category-routes.ts').then(({ categoryRoutes }) => categoryRoutes(page)),
    notFound,
  );
  const stockclub = lazySubtree(
    {
      id: 'stockclub',
      path: paths.stockclub.pattern,
      lazy: page(() => import('./routes/stockclub/layout.tsx')),
    },
    isClubPath,
    () => import('./stockclub-routes.ts').then(({ stockclubRoutes }) => stockclubRoutes(page)),
    notFound,
  );
  const subtrees = [category, stockclub];
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
        category.route,
        stockclub.route,
        {
          path: '*',
          handle: handle({ titleKey: 'notFound' }),
          lazy: page(() => import('./routes/not-found.tsx')),
        },
      ],
    },
  ];
  const discover = async (path: string, patch: (id: string, children: RouteObject[]) => void) => {
    for (const subtree of subtrees.filter((s) => s.owns(path))) {
      // Patched on every call: React Router skips routes it has already, and ignores a patch
      // of an aborted navigation, so the next one must be able to patch again.
      patch(subtree.route.id, await subtree.load());
    }
  };
  return {
    routes,
    patchRoutesOnNavigation: ({ path, patch }) => discover(path, patch),
    discover: (path) => discover(path, () => undefined),
    prefetchCategoryPages: () => void category.load(),
  };
}

/** After the page's own work: when the browser is idle, or in a second where it cannot tell. */
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 1000);

function browserRouter(
  { routes, patchRoutesOnNavigation, prefetchCategoryPages }: ReturnType<typeof createRoutes>,
  hydrationData?: HydrationState,
) {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation, hydrationData });
  whenIdle(prefetchCategoryPages);
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
