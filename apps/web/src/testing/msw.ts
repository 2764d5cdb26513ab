import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ALERT_PATH } from '../lib/failure-alert.ts';
import { TEST_CONFIG } from './runtime-config.ts';

/**
 * The one network of the web unit tests (Mock Service Worker): setup.ts starts it for every
 * test file and forgets each test's handlers after it; a request no handler answers fails the
 * test. Tests add the handlers of their feature (`features/<area>/testing/handlers.ts`) or of
 * lib (`testing/handlers.ts`). The failure alert the API client posts after a failed call is
 * always answered (202): it is not a screen's business.
 */
export const server = setupServer(
  http.post(
    `${TEST_CONFIG.apiBaseUrl}${ALERT_PATH}`,
    () => new HttpResponse(null, { status: 202 }),
  ),
);
