import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@stockcar/shared/schemas/runtime-config';
import { sendProblem } from './problem.ts';
import { injectRuntimeConfig } from './web.ts';
import { builtAssetsOptions } from './built-assets.ts';
import { t } from '../i18n.ts';

/**
 * The staff console (apps/admin, its own Vite build with base /admin/) on the same server,
 * registered with the prefix `/admin`: hashed assets under /admin/assets cached for a year,
 * and every other GET under /admin that wants HTML gets the console's index.html with the same
 * runtime settings as the public page (API key, API address). Not wrapped in fastify-plugin:
 * its not-found handler answers under /admin only.
 */
export default async function adminWeb(
  app: FastifyInstance,
  { adminDistDir, runtimeConfig }: { adminDistDir: string; runtimeConfig: RuntimeConfig },
) {
  const indexFile = path.join(adminDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ adminDistDir }, 'staff console not built: /admin is not served');
    return;
  }
  const indexHtml = injectRuntimeConfig(readFileSync(indexFile, 'utf8'), runtimeConfig);
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);

  await app.register(fastifyStatic, {
    ...builtAssetsOptions(adminDistDir),
    prefix: '/',
    // The public site's static plugin decorates the reply already.
    decorateReply: false,
  });

  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const wantsPage =
        request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) return sendIndex(reply);
      return sendProblem(reply, 404, t('errors:notFound'));
    },
  );
}
