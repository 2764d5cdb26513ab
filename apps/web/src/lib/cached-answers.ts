import { useSyncExternalStore } from 'react';

/**
 * The header the service worker (apps/web/sw/sw.ts) adds to the answers it keeps: when they were
 * fetched (an HTTP date). An answer that carries it came from the cache, not the network.
 */
export const FETCHED_AT_HEADER = 'x-sw-buscado-em';

/**
 * By API path: how old (minutes, at least 1) its last answer was when it arrived, if the service
 * worker gave it from its cache.
 */
const ages = new Map<string, number>();
const listeners = new Set<() => void>();

/** Called by the API client with every answer. */
export function noteAnswer(path: string, response: Response): void {
  noteFetchedAt(path, response.headers.get(FETCHED_AT_HEADER));
}

/**
 * A page the service worker gave from its cache, rendered on the server with the answers to
 * `paths`: those answers are as old as the page (its meta element named FETCHED_AT_HEADER).
 */
export function noteCachedPage(paths: readonly string[], fetchedAt: string): void {
  for (const path of paths) noteFetchedAt(path, fetchedAt);
}

function noteFetchedAt(path: string, fetchedAt: string | null): void {
  const at = Date.parse(fetchedAt ?? '');
  const age = at ? Math.max(1, Math.round((Date.now() - at) / 60_000)) : undefined;
  if (ages.get(path) === age) return;
  if (age) ages.set(path, age);
  else ages.delete(path);
  // The same data again (a cached copy of what was shown) changes no query: tell the blocks.
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How old the last answer for `path` was, in minutes, if it came from the cache (offline). */
export function useCachedAnswerAge(path: string): number | undefined {
  // A page rendered on the server shows fresh answers.
  return useSyncExternalStore(
    subscribe,
    () => ages.get(path),
    () => undefined,
  );
}
