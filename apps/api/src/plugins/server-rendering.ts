import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@stockcar/shared/schemas/runtime-config';
import { sanitizeCmsHtml } from '../lib/html-sanitizer.ts';

/** A page rendered by the web app's server entry (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  /** The content of `#root`. */
  html: string;
  /** The router's and the query cache's state as JSON script elements. */
  stateHtml: string;
}

interface ServerEntry {
  configureServerRendering(settings: {
    config: RuntimeConfig;
    transport: typeof fetch;
    sanitizeHtml: (html: string) => string;
  }): void;
  renderPage(url: string): Promise<RenderedPage | undefined>;
}

export type RenderApp = (url: string) => Promise<RenderedPage | undefined>;

/**
 * The entry renders one page at a time (its language is module state). A burst of pages the
 * read cache does not hold yet (made-up query strings, say) must not queue without bound: past
 * this many waiting, the browser renders the page from the shell, as it did before.
 */
export const MAX_WAITING_RENDERS = 8;

/** Where `vite build --ssr` writes the server entry: next to the web build, `<dist>-ssr/`. */
export function serverEntryFile(webDistDir: string): string {
  return path.join(`${path.resolve(webDistDir)}-ssr`, 'entry-server.js');
}

/**
 * The web app's calls, answered in process through the whole request pipeline (API key, read
 * cache, validation) as the browser's would be, without a socket.
 */
function inProcessTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers)),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers });
  };
}

/**
 * The public pages' server rendering (docs/decisions/0031), when the web app was built with it;
 * undefined otherwise (the pages are then rendered by the browser, as in development).
 */
export async function loadServerRendering(
  app: FastifyInstance,
  webDistDir: string,
  config: RuntimeConfig,
): Promise<RenderApp | undefined> {
  const file = serverEntryFile(webDistDir);
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.configureServerRendering({
    config,
    transport: inProcessTransport(app),
    sanitizeHtml: sanitizeCmsHtml,
  });
  let waiting = 0;
  return async (url) => {
    if (waiting >= MAX_WAITING_RENDERS) return undefined;
    waiting += 1;
    try {
      return await entry.renderPage(url);
    } catch (error) {
      // The browser can still render the page from the shell: a failed render costs speed only.
      app.log.error({ err: error, url }, 'server rendering failed');
      return undefined;
    } finally {
      waiting -= 1;
    }
  };
}
