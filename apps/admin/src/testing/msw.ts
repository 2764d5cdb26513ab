import { setupServer } from 'msw/node';

/**
 * The one network of the console's unit tests (Mock Service Worker): setup.ts starts it and
 * forgets each test's handlers after it; a request no handler answers fails the test.
 */
export const server = setupServer();
