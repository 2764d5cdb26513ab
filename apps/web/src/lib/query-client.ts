import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** Client errors (4xx) will not change on retry; one retry covers a dropped connection. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
