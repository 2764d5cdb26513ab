import { setupServer } from 'msw/node';

/**
 * The one network of the web unit tests (Mock Service Worker): setup.ts starts it for every
 * test file and forgets each test's handlers after it; a request no handler answers fails the
 * test. Tests add handlers with the helpers of testing/fake-api.ts.
 */
export const server = setupServer();
