import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Hashed build output: its names change with its content, so browsers keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files of a build whose names do not change (favicon, robots.txt): an hour. */
const UNHASHED = 'public, max-age=3600';

/*
 * The service worker and the script that registers it (trackside mode, docs/decisions/0029):
 * revalidated on every visit, so a new build's worker replaces the old one at once (a cached
 * worker would keep serving the old build's files). Their precompressed variants too.
 */
const SERVICE_WORKER = /[\\/](sw|registerSW)\.js(\.br|\.gz)?$/;

/**
 * How a Vite build folder is served (the public site's and the console's): files under
 * `assets/` forever, others for an hour; the `.br`/`.gz` written next to them at build time
 * (apps/api/scripts/precompress.ts) sent to clients that accept them, with the original's
 * content type. index.html is never sent from disk: the server fills in the runtime settings.
 */
export function builtAssetsOptions(root: string) {
  return {
    root,
    index: false,
    preCompressed: true,
    allowedPath: (pathName: string) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const worker = SERVICE_WORKER.test(filePath);
      res.setHeader('cache-control', hashed ? IMMUTABLE : worker ? 'no-cache' : UNHASHED);
    },
  } satisfies Partial<FastifyStaticOptions>;
}
