import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';

interface AppProps {
  /** A page rendered on the server brings its query cache and router, made before hydration. */
  hydrated?: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };
}

/** Query cache and router, created once for the page's life. */
export function App({ hydrated }: AppProps) {
  const [queryClient] = useState(() => hydrated?.queryClient ?? createQueryClient());
  const [router] = useState(() => hydrated?.router ?? createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
