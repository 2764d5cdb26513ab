import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * autocannon appends every response body to a string (`req.body += data` in its
 * pipelinedRequestsQueue), for `expectBody`, `verifyBody` and `onResponse`, none of which we
 * use. Decoding a brotli body as UTF-8 costs the load generator more CPU than the server
 * spends answering it, on the same two cores, and the hello-world's body is tiny: the cost fell
 * on the reads alone. The footer (5 KB) measured 26–29 % of the hello-world with it and
 * 59–74 % without, the hello-world itself unchanged. Status codes, byte counts and latencies
 * are unaffected. The check below only catches a rename: an autocannon that decodes bodies
 * elsewhere would need this looked at again.
 */
function dropResponseBodies() {
  const require = createRequire(import.meta.url);
  const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
    prototype: { addBody?: (data: Buffer) => void };
  };
  // Fail loudly if an upgrade renames it: the ratios would silently measure the client again.
  if (typeof queue.prototype.addBody !== 'function')
    throw new Error('autocannon: pipelinedRequestsQueue.addBody not found; see bench/load.ts');
  queue.prototype.addBody = () => {};
}
dropResponseBodies();

/** One autocannon run: requests/s and latency percentiles, failures counted. */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
}

/** Browsers send these: the cached reads answer brotli. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export async function load(url: string, options: LoadOptions = {}): Promise<Load> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 100,
    duration: options.seconds ?? 4,
    headers: options.headers ?? {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
