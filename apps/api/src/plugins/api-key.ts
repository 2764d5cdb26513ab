import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendProblem } from './problem.ts';
import { t } from '../i18n.ts';

export const API_KEY_HEADER = 'x-api-key';
/** The key as a query parameter, on the routes that allow it (`config.apiKeyInQuery`). */
export const API_KEY_QUERY = 'apiKey';

/** The query of a route with `apiKeyInQuery`: the key, where the client sends no header. */
export const ApiKeyQuerySchema = z.object({
  [API_KEY_QUERY]: z
    .string()
    .optional()
    .describe(
      'The API key, for clients that cannot send the x-api-key header (EventSource, links, calendar apps)',
    ),
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A browser's EventSource, a download link and a calendar app's subscription cannot send
     * headers: this route also takes the key as `?apiKey=`. The key is public (every served
     * page carries it), so a URL may hold it.
     */
    apiKeyInQuery?: boolean;
  }
}

function sameKey(given: string, expected: Buffer): boolean {
  const g = Buffer.from(given);
  return g.length === expected.length && timingSafeEqual(g, expected);
}

function keyOf(request: FastifyRequest): unknown {
  const header = request.headers[API_KEY_HEADER];
  if (header !== undefined || request.routeOptions.config?.apiKeyInQuery !== true) return header;
  return (request.query as Record<string, unknown> | undefined)?.[API_KEY_QUERY];
}

/** A constant-time check of a given key against the site's. */
export function apiKeyMatcher(apiKey: string) {
  const expected = Buffer.from(apiKey);
  return (given: string) => sameKey(given, expected);
}

/** Every /api/v1 call must carry the API key (public-site.md §7). Registered in that scope. */
export function requireApiKey(app: FastifyInstance, apiKey: string) {
  const matches = apiKeyMatcher(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    const given = keyOf(request);
    if (typeof given !== 'string' || !matches(given)) {
      return sendProblem(reply, 401, t('errors:missingApiKey'));
    }
  });
}
