import autocannon from 'autocannon';

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
