import { sleep } from './processes.ts';

/**
 * The clients' side of the fault test: one HTTP call, and the retry loop a real client runs
 * when a call got no answer (connection refused or reset, time-out) or a 5xx/429.
 */

export interface Answer {
  status: number;
  body: unknown;
  retryAfter: number | undefined;
}

export interface CallOptions {
  /** The client's address, named in X-Forwarded-For (the server trusts 127.0.0.1). */
  ip: string;
  body?: unknown;
  headers?: Record<string, string>;
  bearer?: string;
}

/** What the traffic met, for the summary. */
export const traffic = { calls: 0, noAnswer: 0, serverErrors: 0, retries: 0 };

const CALL_TIMEOUT_MS = 10_000;
const MAX_BACKOFF_MS = 2_000;

export type Api = (method: 'GET' | 'POST', path: string, options: CallOptions) => Promise<Answer>;

/** Calls `/api/v1<path>`; throws when no answer came (the caller decides to retry). */
export function createApi(baseUrl: string, apiKey: string): Api {
  return async (method, path, options) => {
    traffic.calls += 1;
    const headers: Record<string, string> = {
      'x-api-key': apiKey,
      'x-forwarded-for': options.ip,
      ...options.headers,
    };
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${baseUrl}/api/v1${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const text = await res.text();
      const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
      if (res.status >= 500) traffic.serverErrors += 1;
      return {
        status: res.status,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
      };
    } catch (err) {
      traffic.noAnswer += 1;
      throw err;
    }
  };
}

const retryable = (status: number) => status >= 500 || status === 429;

/** Exponential back-off with jitter: the n-th retry waits about 150 ms · 2ⁿ, at most 2 s. */
export const backoffMs = (n: number) =>
  Math.min(MAX_BACKOFF_MS, 150 * 2 ** n) + Math.floor(Math.random() * 100);

/**
 * Sends `attempt` until it gets an answer that is not worth retrying, with exponential
 * back-off (Retry-After honoured up to the cap); undefined when `deadline` passed first.
 * The caller makes `attempt` repeat the same request (same Idempotency-Key).
 */
export async function withRetries(
  attempt: () => Promise<Answer>,
  deadline: number,
): Promise<Answer | undefined> {
  for (let n = 0; Date.now() < deadline; n += 1) {
    let wait = backoffMs(n);
    try {
      const answer = await attempt();
      if (!retryable(answer.status)) return answer;
      if (answer.retryAfter !== undefined)
        wait = Math.min(MAX_BACKOFF_MS, answer.retryAfter * 1000);
    } catch {
      // No answer: the request may or may not have been applied; the retry finds out.
    }
    traffic.retries += 1;
    await sleep(wait);
  }
  return undefined;
}

let addressCounter = 0;
/** A new client address, so every simulated client stays under the per-address limits. */
export function nextIp(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${100 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`;
}
