import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { resolveCategory } from '@stockcar/shared/categories';
import { newsFeedPath } from '@stockcar/shared/site-pages';
import { assertCategoryExists } from '../../db/lookups.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';
import { newsFeed } from './feed.ts';
import { robotsTxt } from './robots.ts';
import { sitePages } from './sitemap.ts';
import {
  PAGES_SITEMAP,
  SITEMAP_INDEX,
  datedSitemap,
  parseDatedFile,
  sitemapIndex,
} from './sitemap-index.ts';
import { sitemapIndexXml, urlSetXml } from './xml.ts';

/**
 * What a shared cache may keep. Crawlers and feed readers come back in hours, not seconds: the
 * 2-second publishing rule (docs/decisions/0020) is for the pages fans have open. The server's
 * own copy (the read cache) is dropped on every content change all the same.
 */
const ROBOTS_CACHE = 'public, max-age=3600';
const FEED_CACHE = 'public, max-age=300';

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';

const notFound = () => new HttpProblem(404, t('errors:notFound'));

/** A category of the site by its slug or alias, or 404 (also when the database lacks it). */
async function categoryOrNotFound(app: Parameters<FastifyPluginAsync>[0], slug: string) {
  const category = resolveCategory(slug);
  if (!category) throw notFound();
  await assertCategoryExists(app.db, category.id);
  return category;
}

/**
 * For search engines and feed readers (issue 15): robots.txt, the sitemaps and each
 * category's news feed. The same for everyone, so answered from the read cache
 * (PUBLIC_READS) until content changes.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const send = (reply: FastifyReply, type: string, policy: string, body: string) =>
    reply.type(type).header('cache-control', policy).send(body);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    send(reply, 'text/plain; charset=utf-8', ROBOTS_CACHE, robotsTxt(publicUrl)),
  );

  app.get(SITEMAP_INDEX, { schema: { hide: true } }, async (_request, reply) =>
    send(reply, XML, FEED_CACHE, sitemapIndexXml(await sitemapIndex(app.db, publicUrl))),
  );

  app.get(PAGES_SITEMAP, { schema: { hide: true } }, async (_request, reply) =>
    send(reply, XML, FEED_CACHE, urlSetXml(await sitePages(app.db, publicUrl))),
  );

  app.get<{ Params: { categoria: string; arquivo: string } }>(
    '/sitemaps/:categoria/:arquivo',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = parseDatedFile(request.params.arquivo);
      if (!file) throw notFound();
      const category = await categoryOrNotFound(app, request.params.categoria);
      const entries = await datedSitemap(app.db, publicUrl, category, file);
      // A page past the last one does not exist (the index lists only the filled ones).
      if (entries.length === 0) throw notFound();
      return send(reply, XML, FEED_CACHE, urlSetXml(entries));
    },
  );

  app.get<{ Params: { categoria: string } }>(
    newsFeedPath(':categoria'),
    { schema: { hide: true } },
    async (request, reply) => {
      const category = await categoryOrNotFound(app, request.params.categoria);
      return send(reply, RSS, FEED_CACHE, await newsFeed(app.db, publicUrl, category));
    },
  );
};

export default routes;
