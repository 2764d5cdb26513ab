import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { resolvePageHead } from './heads.ts';
import { CACHED_PAGE_ROUTES, PAGE_ROUTES } from './page-routes.ts';

/**
 * The site's pages, answered as HTML with their own head whatever the Accept header (link
 * previews send `*\/*`). A path that is no page goes to the not-found handler (plugins/web.ts:
 * 404 with the not-found page, rate-limited). Same for every visitor, so they are public reads
 * (`publicRead`) kept in the read cache, dropped on every content change like the reads they show.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const head = await resolvePageHead(app.db, publicUrl, request.url);
    const html = head && (await app.renderPage(request.url, head));
    if (!html) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  for (const url of PAGE_ROUTES) {
    const publicRead = CACHED_PAGE_ROUTES.includes(url);
    app.get(url, { schema: { hide: true }, config: { publicRead } }, page);
  }
};

export default routes;
