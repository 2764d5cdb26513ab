import type { QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/*
 * What a server-rendered page hands to the browser, written as JSON script elements (data, not
 * scripts: the CSP allows no inline script) by entry-server.tsx and read back before hydration
 * (main.tsx). Only the reading is here: this module is in the first download.
 */
export const ROUTER_STATE_ID = 'router-state';
export const QUERY_STATE_ID = 'query-state';
export const ANSWERED_ID = 'answered-paths';

export interface ServerRenderedPage {
  /** Status of the rendered route. */
  status: number;
  /** The content of `#root`. */
  html: string;
  /** The elements carrying the router's and the query cache's state, for the end of the body. */
  stateHtml: string;
}

export interface ServerRenderedState {
  router: HydrationState;
  /**
   * The answers the page was rendered with, by query key: the successful queries only (what
   * TanStack Query's `dehydrate` keeps by default), without their state, which the browser sets
   * itself (main.tsx).
   */
  queries: [QueryKey, unknown][];
  /** The API paths whose answers the page was rendered with (lib/cached-answers.ts). */
  answered: string[];
}

/** The state the server rendered the page with; undefined on a page the browser renders. */
export function readServerRenderedState(): ServerRenderedState | undefined {
  const router = document.getElementById(ROUTER_STATE_ID)?.textContent;
  const queries = document.getElementById(QUERY_STATE_ID)?.textContent;
  const answered = document.getElementById(ANSWERED_ID)?.textContent;
  if (!router || !queries || !answered) return undefined;
  return {
    router: JSON.parse(router) as HydrationState,
    queries: JSON.parse(queries) as ServerRenderedState['queries'],
    answered: JSON.parse(answered) as string[],
  };
}
