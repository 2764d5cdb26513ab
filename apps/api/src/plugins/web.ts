import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@stockcar/shared/schemas/runtime-config';
import { sendProblem } from './problem.ts';
import { builtAssetsOptions } from './built-assets.ts';
import { absoluteUrl } from '../lib/urls.ts';
import { injectLanguage } from '../lib/page-language.ts';
import { t } from '../i18n.ts';

const PLACEHOLDER = '<!--runtime-config-->';

/** What a shared link previews: the head of a page, filled on the server (no JavaScript). */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  url: string;
}

/** A feed a page announces to feed readers (`<link rel="alternate">`). */
export interface PageFeed {
  title: string;
  href: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html with the runtime settings and, when given, the page's head; undefined unbuilt. */
    renderPage(meta?: PageMeta): string | undefined;
  }
}

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function injectPageMeta(html: string, meta: PageMeta, publicUrl: string): string {
  const absolute = (u: string) => absoluteUrl(publicUrl, u);
  const tags = [
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    `<meta property="og:url" content="${escapeAttr(absolute(meta.url))}">`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeAttr(absolute(meta.image))}">`]
      : []),
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('');
  // Replacer functions: a replacement string would read `$&` or `$'` in a headline as patterns.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
    .replace('</head>', () => `${tags}</head>`);
}

/** The page's feed announced in its head: server-written HTML, no JavaScript for the page. */
export function injectFeedLink(html: string, feed: PageFeed, publicUrl: string): string {
  const link = `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(feed.title)}" href="${escapeAttr(absoluteUrl(publicUrl, feed.href))}">`;
  return html.replace('</head>', () => `${link}</head>`);
}

/** JSON inside a <script> must not be able to close the tag. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const tag = `<script id="runtime-config" type="application/json">${scriptSafeJson(config)}</script>`;
  return html.replace(PLACEHOLDER, tag);
}

/**
 * Serves the built web app (hashed assets cached for a year, precompressed), public media, the runtime
 * settings, and the SPA fallback: any other GET that wants HTML gets index.html.
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
  app.decorate('renderPage', (meta?: PageMeta) => {
    const html = meta ? pageAt(meta.url) : indexHtml;
    return html && meta ? injectPageMeta(html, meta, publicUrl) : html;
  });
  if (indexHtml) {
    await app.register(fastifyStatic, { ...builtAssetsOptions(webDistDir), prefix: '/' });
    // The static plugin answers a directory with 403; the site root is a page like any other.
    app.get('/', { schema: { hide: true } }, async (request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').send(pageAt(request.url)),
    );
  } else {
    app.log.warn({ webDistDir }, 'web app not built: serving the API only');
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const wantsPage =
        request.method === 'GET' &&
        !request.url.startsWith('/api/') &&
        (request.headers.accept ?? '').includes('text/html');
      const page = wantsPage && pageAt(request.url);
      if (page) return reply.header('cache-control', 'no-cache').type('text/html').send(page);
      return sendProblem(reply, 404, t('errors:notFound'));
    },
  );
});
