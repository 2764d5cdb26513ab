import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** An answer per "METHOD /path" (path without the query); a list answers successive calls. */
export type FakeRoutes = Record<string, FakeAnswer | FakeAnswer[]>;

export interface FakeCall {
  key: string;
  body: unknown;
  headers: Headers;
}

const respond = ({ status = 200, body }: FakeAnswer) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** A problem+json answer as the API sends a refusal, with its Portuguese `detail`. */
export const problem = (status: number, detail: string): FakeAnswer => ({
  status,
  body: { type: 'about:blank', title: 'Erro', status, detail },
});

/**
 * A fake fetch for the Fan Push screens: answers by method and path, records every call with
 * its JSON body. Unit tests only; the browser tests run against the real API.
 */
export function fakeFanpushApi(routes: FakeRoutes): FakeCall[] {
  const calls: FakeCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, answer]) => [
      key,
      Array.isArray(answer) ? [...answer] : answer,
    ]),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      // The failure alert the API client posts is not these screens' business.
      if (url.endsWith('/alertas')) return new Response(null, { status: 202 });
      const path = new URL(url, 'http://x').pathname.replace('/api/v1', '');
      const key = `${init.method ?? 'GET'} ${path}`;
      calls.push({
        key,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      });
      const answer = queues.get(key);
      // A list answers in turn and then keeps giving its last answer.
      const next = Array.isArray(answer)
        ? answer.length > 1
          ? answer.shift()
          : answer[0]
        : answer;
      return next ? respond(next) : new Response('{}', { status: 404 });
    }),
  );
  // The API client scrolls up on a failure.
  vi.stubGlobal('scrollTo', vi.fn());
  return calls;
}
