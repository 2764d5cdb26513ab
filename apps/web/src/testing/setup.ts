import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearAccessToken } from '../lib/access-token.ts';
import { forgetRecorders } from './sent-requests.ts';
import { server } from './msw.ts';

// A request no handler answers fails the test (see testing/msw.ts).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/*
 * Noise fails tests (STYLE.md habit 10): any console.error, React warnings included, turns the
 * test red after it ran. A test that expects one asserts on the spy and clears it.
 */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  // jsdom has no scrolling; the API client scrolls up on a failure, forms on a success.
  vi.stubGlobal('scrollTo', vi.fn());
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  forgetRecorders();
  localStorage.clear();
  clearAccessToken();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});

/** For a test that provokes an expected console.error: forget the ones logged so far. */
export function forgetConsoleErrors(): void {
  consoleErrors = [];
}
