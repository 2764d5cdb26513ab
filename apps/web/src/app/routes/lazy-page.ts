import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/** What a page module under app/routes exports. */
export interface PageModule {
  default: ComponentType;
  /** Warms the query cache with the same query options the page reads (STYLE.md habit 3). */
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  ErrorBoundary?: ComponentType;
}

/** route.lazy for a page module: one chunk per page, loader bound to the query client. */
export function lazyPage(load: () => Promise<PageModule>, queryClient: QueryClient) {
  return async () => {
    const { default: Component, clientLoader, ErrorBoundary } = await load();
    return {
      Component,
      ...(clientLoader ? { loader: clientLoader(queryClient) } : {}),
      ...(ErrorBoundary ? { ErrorBoundary } : {}),
    };
  };
}
