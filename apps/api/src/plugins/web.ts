import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@stockcar/shared/schemas/runtime-config';
import { sendProblem } from './problem.ts';
import { builtAssetsOptions } from './built-assets.ts';
import { absoluteUrl } from '../lib/urls.ts';
import { escapeAttr, injectHead, scriptSafeJson, type PageHead } from '../lib/page-head.ts';
import { notFoundHead } from '../lib/not-found-head.ts';
import { injectLanguage } from '../lib/page-language.ts';
import { isClubDoor, isClubPath } from '@stockcar/shared/site-pages';
import { t } from '../i18n.ts';
import { loadServerRendering, type RenderedPage } from './server-rendering.ts';

const PLACEHOLDER = '<!--runtime-config-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/** A feed a page announces to feed readers (`<link rel="alternate">`). */
export interface PageFeed {
  title: string;
  href: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The page at `url`: index.html with the runtime settings, the page's head and, for the
     * public pages, their server-rendered content; undefined when the web app is not built.
     */
    renderPage(url: string, head: PageHead): Promise<string | undefined>;
  }
}

/** The page's feed announced in its head: server-written HTML, no JavaScript for the page. */
export function injectFeedLink(html: string, feed: PageFeed, publicUrl: string): string {
  const link = `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(feed.title)}" href="${escapeAttr(absoluteUrl(publicUrl, feed.href))}">`;
  return html.replace('</head>', () => `${link}</head>`);
}

/**
 * A path a person or a link-preview bot opens as a page (any Accept header): not the API, not
 * a file (a name with an extension: assets, media, documents), read with GET or HEAD.
 */
export function isPagePath(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? url;
  if (/^\/api(\/|$)/i.test(path)) return false;
  return !/\.[a-z0-9]+$/i.test(path.split('/').at(-1) ?? '');
}

/** The shell with the rendered page in `#root` and its state after it. */
function withContent(shell: string, page: RenderedPage): string {
  return shell.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.stateHtml}`);
}

export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const tag = `<script id="runtime-config" type="application/json">${scriptSafeJson(config)}</script>`;
  return html.replace(PLACEHOLDER, tag);
}

/**
 * Serves the built web app (hashed assets cached for a year, precompressed), public media, the runtime
 * settings, and the site's pages: the page routes (modules/paginas) render index.html with each
 * page's head; any other path that is not a file answers 404 with the not-found page, whatever
 * the Accept header (docs/decisions/0028).
 */
export default fp<{
  webDistDir: string;
  mediaDir: string;
  runtimeConfig: RuntimeConfig;
  /** The feed a page announces, by its path (the category's news, modules/descoberta). */
  feedOf?: (path: string) => PageFeed | undefined;
}>(async (app, { webDistDir, mediaDir, runtimeConfig, feedOf }) => {
  const publicUrl = runtimeConfig.publicUrl;
  app.get('/runtime-config.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig;
  });

  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? injectRuntimeConfig(readFileSync(indexFile, 'utf8'), runtimeConfig)
    : undefined;
  // One page per feed (a few categories), made on first use.
  const withFeed = new Map<string, string>();
  const pageAt = (url: string) => {
    if (!indexHtml) return undefined;
    const feed = feedOf?.(url.split('?')[0] ?? url);
    if (!feed) return injectLanguage(indexHtml, url, publicUrl);
    let page = withFeed.get(feed.href);
    if (!page) {
      page = injectFeedLink(indexHtml, feed, publicUrl);
      withFeed.set(feed.href, page);
    }
    return injectLanguage(page, url, publicUrl);
  };
  const renderApp = indexHtml && (await loadServerRendering(app, webDistDir, runtimeConfig));
  // The Stock Club's pages are a member's, rendered by the browser (issue 14 allows it), but its
  // doors (login, sign-up), which everyone opens.
  const isRendered = (url: string) => {
    const path = url.split('?')[0] ?? url;
    return !isClubPath(path) || isClubDoor(path);
  };
  app.decorate('renderPage', async (url: string, head: PageHead) => {
    const html = pageAt(url);
    if (!html) return undefined;
    const shell = injectHead(html, head);
    const page = renderApp && isRendered(url) ? await renderApp(url) : undefined;
    return page ? withContent(shell, page) : shell;
  });
  const notFoundPage = indexHtml && injectHead(indexHtml, notFoundHead());
  if (indexHtml) {
    await app.register(fastifyStatic, { ...builtAssetsOptions(webDistDir), prefix: '/' });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: serving the API only');
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request, reply) => {
      if (notFoundPage && isPagePath(request.method, request.url)) {
        return reply
          .code(404)
          .header('cache-control', 'no-cache')
          .type('text/html')
          .send(notFoundPage);
      }
      return sendProblem(reply, 404, t('errors:notFound'));
    },
  );
});
