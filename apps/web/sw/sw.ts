/// <reference lib="webworker" />
/*
 * Trackside mode (docs/decisions/0029): the site opens at the track with a weak signal or none.
 * Built by vite-plugin-pwa (injectManifest) into /sw.js.
 *
 * - The shell (the build's scripts and styles, the offline page) is precached at install.
 * - Public pages and the public answers they need (the category's frame, the next stage, the
 *   stages and their schedules, the standings) go to the network first and fall back to the last
 *   copy after NETWORK_TIMEOUT_S; those copies carry the time they were fetched, which the page
 *   shows ("atualizado há N min").
 * - Nothing else is handled: member pages (/stockclub, /fanpush), the console, any call with a
 *   member's Authorization, every write. Allowlists, so a new route is never cached by mistake.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { FETCHED_AT_HEADER } from '../src/lib/cached-answers.ts';

declare const self: ServiceWorkerGlobalScope;

/** A weak signal at the track: after this long the last copy is shown instead of waiting. */
const NETWORK_TIMEOUT_S = 3;
const OFFLINE_PAGE = '/offline.html';

/** Public pages: the site's root and the categories' pages (never /stockclub, /admin...). */
const PUBLIC_PAGE = /^\/(stockcar(\/.*)?)?$/i;
/*
 * Public reads the trackside pages need: the category frame (Categoria, menu, Footer), the next
 * stage and the stages (Etapa), a stage's schedule (Circuito), the standings (Classificacao,
 * Turismo), and the runtime settings and season files the app reads at start.
 */
const PUBLIC_READ =
  /^\/(api\/v1\/(categoria|footer|etapa|circuito|classificacao|turismo)(\/|$)|runtime-config\.json$|temporada[^/]*\.json$)/i;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new version takes over open pages at once: its precache holds the scripts they load next.
void self.skipWaiting();
clientsClaim();

/** Only complete answers are kept, stamped with the time they were fetched. */
const stampFetchTime: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(FETCHED_AT_HEADER, new Date().toUTCString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/*
 * A page rendered on the server carries its answers inside it: given from the cache, it says
 * when it was fetched in a meta element, which the page reads to show how old its blocks are.
 */
const markCachedPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const fetchedAt = cachedResponse?.headers.get(FETCHED_AT_HEADER);
    if (!cachedResponse || !fetchedAt) return cachedResponse ?? null;
    const meta = `<meta name="${FETCHED_AT_HEADER}" content="${fetchedAt}">`;
    const html = (await cachedResponse.text()).replace('</head>', () => `${meta}</head>`);
    return new Response(html, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    });
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && PUBLIC_PAGE.test(url.pathname),
  new NetworkFirst({
    cacheName: 'paginas',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [
      stampFetchTime,
      markCachedPage,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    sameOrigin(url) &&
    PUBLIC_READ.test(url.pathname) &&
    // A member's call may carry what is theirs: it never goes into, or comes out of, the cache.
    !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: 'respostas',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [
      stampFetchTime,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

// A public page never opened on this device, without a network: the offline page says so.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
