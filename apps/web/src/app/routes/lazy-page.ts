import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/** What a page module under app/routes exports. */
export interface PageModule {
  default: ComponentType;
  /** Warms the query cache with the same query options the page reads (STYLE.md habit 3). */
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  ErrorBoundary?: ComponentType;
}

/** The route properties of a page module, its loader bound to the query client. */
export function pageRoute(
  { default: Component, clientLoader, ErrorBoundary }: PageModule,
  queryClient: QueryClient,
) {
  return {
    Component,
    ...(clientLoader ? { loader: clientLoader(queryClient) } : {}),
    ...(ErrorBoundary ? { ErrorBoundary } : {}),
  };
}

/** route.lazy for a page module: one chunk per page. */
export function lazyPage(load: () => Promise<PageModule>, queryClient: QueryClient) {
  return async () => pageRoute(await load(), queryClient);
}

/**
 * A page's loader that warms the query cache with what the page reads (STYLE.md habit 3):
 * `warm` starts the fetches and answers their promises; a failed one is left to the page's
 * own error state, so the loader never fails and never holds data of its own.
 */
export function warmingLoader(
  warm: (queryClient: QueryClient, args: LoaderFunctionArgs) => readonly unknown[] | undefined,
) {
  return (queryClient: QueryClient) => async (args: LoaderFunctionArgs) => {
    await Promise.allSettled(warm(queryClient, args) ?? []);
    return null;
  };
}
