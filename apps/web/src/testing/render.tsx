import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** A component with a fresh query cache (no retries) inside a router at `route`. */
export function renderWithProviders(ui: ReactNode, route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Answers the component's calls by path: the first pattern the request URL matches gives the
 * JSON body. Unit tests only; browser tests run against the real API.
 */
export function stubFetch(answers: [RegExp, unknown][]) {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = answers.find(([pattern]) => pattern.test(url));
    if (!answer) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer[1]), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
