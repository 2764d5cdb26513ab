import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem.ts';
import { t } from '../i18n.ts';

export const API_KEY_HEADER = 'x-api-key';

function sameKey(given: string, expected: Buffer): boolean {
  const g = Buffer.from(given);
  return g.length === expected.length && timingSafeEqual(g, expected);
}

/** Every /api/v1 call must carry the API key (public-site.md §7). Registered in that scope. */
export function requireApiKey(app: FastifyInstance, apiKey: string) {
  const expected = Buffer.from(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers[API_KEY_HEADER];
    if (typeof given !== 'string' || !sameKey(given, expected)) {
      return sendProblem(reply, 401, t('errors:missingApiKey'));
    }
  });
}
