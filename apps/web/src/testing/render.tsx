import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { answerRequests, respond } from './fake-api.ts';

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
 * Answers the component's calls by URL: the first pattern the request's path and query match
 * gives the JSON body, else 404. Answers a spy called with each request's URL, in order.
 */
export function stubFetch(answers: [RegExp, unknown][]) {
  const requested = vi.fn<(url: string) => void>();
  answerRequests(
    ({ url }) => {
      requested(url);
      const answer = answers.find(([pattern]) => pattern.test(url));
      return respond(answer ? { body: answer[1] } : { status: 404, body: {} });
    },
    { recordAlerts: true },
  );
  return requested;
}
