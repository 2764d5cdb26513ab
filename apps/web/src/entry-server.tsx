import './lib/zod-config.ts';
import { QueryClientProvider, skipToken, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RuntimeConfig } from '@stockcar/shared/schemas/runtime-config';
import { categoryOfPath, categoryUrlLanguage } from '@stockcar/shared/i18n';
import { createRoutes } from './app/router.tsx';
import { setServerSanitizer } from './components/html.tsx';
import { loadLanguage } from './lib/i18n.ts';
import { applyLanguage } from './lib/language.ts';
import { createQueryClient } from './lib/query-client.ts';
import { setRuntimeConfig } from './lib/runtime-config.ts';
import { setTransport } from './lib/transport.ts';
import {
  ANSWERED_ID,
  QUERY_STATE_ID,
  ROUTER_STATE_ID,
  type ServerRenderedPage,
  type ServerRenderedState,
} from './server-rendering.ts';

export type { ServerRenderedPage } from './server-rendering.ts';

/** How long a page waits for its blocks' data before it is sent with what it has. */
const DATA_WAIT_MS = 3_000;

/**
 * Server rendering of the public pages (docs/decisions/0031), called by the API with its
 * settings and a transport that answers the API calls in process.
 */
export function configureServerRendering(settings: {
  config: RuntimeConfig;
  transport: typeof fetch;
  sanitizeHtml: (html: string) => string;
}): void {
  setRuntimeConfig(settings.config);
  const { apiBaseUrl } = settings.config;
  setTransport((input, init) => {
    const { pathname } = new URL(String(input), 'http://server.invalid');
    if (pathname.startsWith(apiBaseUrl)) answered.add(pathname.slice(apiBaseUrl.length));
    return settings.transport(input, init);
  });
  setServerSanitizer(settings.sanitizeHtml);
}

/*
 * The page's language and the API client's `idioma` are module state, as in the browser (one
 * page per tab), so the server renders one page at a time (the API bounds how many wait,
 * apps/api/src/plugins/server-rendering.ts). Rendered pages are kept in the read cache; a render
 * takes a few milliseconds of CPU once its data is there.
 */
let queue: Promise<unknown> = Promise.resolve();
/** The API paths the page being rendered was answered (lib/cached-answers.ts keys). */
let answered = new Set<string>();

/**
 * The page at `url` (path and query) as HTML with the data that made it, or undefined when the
 * browser must render it itself: a redirect, or a route that failed.
 */
export function renderPage(url: string): Promise<ServerRenderedPage | undefined> {
  const next = queue.then(() => renderNow(url));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow(url: string): Promise<ServerRenderedPage | undefined> {
  answered = new Set();
  const request = new Request(new URL(url, 'http://server.invalid'));
  const { pathname, search } = new URL(request.url);
  const language = categoryUrlLanguage(categoryOfPath(pathname), search);
  await loadLanguage(language);
  // The URL's language, before the guard reads it: the last render's would otherwise count as
  // "the page being left" (decision 0030) and send a Portuguese formula-4 page to English, which
  // the server does not render.
  applyLanguage(language);
  const queryClient = createQueryClient();
  const { routes, discover } = createRoutes(queryClient);
  await discover(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );
  // A first pass waits for every lazy component of the page and lets the blocks that read their
  // own data (below the fold) ask for it; their data is then fetched.
  const { prelude } = await prerenderToNodeStream(page);
  prelude.resume();
  await fetchAskedData(queryClient.getQueryCache().getAll());
  // Nothing suspends any more, so the page renders in one piece: no boundary is completed by an
  // inline script afterwards (the CSP allows none).
  const html = renderToString(page);
  return {
    status: context.statusCode,
    html,
    stateHtml: stateElements({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => [query.queryKey, query.state.data]),
      answered: [...answered],
    }),
  };
}

/** Fetches the queries a render created and could not run. */
async function fetchAskedData(queries: Query[]): Promise<void> {
  const asked = queries.filter((query) => {
    if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
    if (query.options.queryFn === skipToken) return false;
    const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
    return typeof enabled === 'function' ? enabled(query) : enabled !== false;
  });
  if (!asked.length) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS)));
  await Promise.race([Promise.allSettled(asked.map((query) => query.fetch())), timeUp]);
  clearTimeout(timer);
}

/** JSON that cannot end its script element nor open a comment inside it. */
function scriptJson(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

function stateElements({ router, queries, answered }: ServerRenderedState): string {
  return (
    scriptJson(ROUTER_STATE_ID, router) +
    scriptJson(QUERY_STATE_ID, queries) +
    scriptJson(ANSWERED_ID, answered)
  );
}
