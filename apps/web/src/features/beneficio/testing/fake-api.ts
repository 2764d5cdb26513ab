import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** An answer per "METHOD /path" (no query); a list answers successive calls, the last repeats. */
export type FakeRoutes = Record<string, FakeAnswer | FakeAnswer[]>;

export interface FakeCall {
  key: string;
  body: unknown;
  headers: Headers;
}

function respond({ status = 200, body, headers = {} }: FakeAnswer) {
  const payload = body instanceof Blob ? body : JSON.stringify(body);
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(payload, { status, headers: { 'content-type': type, ...headers } });
}

export const problem = (status: number, detail: string): FakeAnswer => ({
  status,
  body: { type: 'about:blank', title: 'Erro', status, detail },
});

/** A fake fetch for the club home blocks; records every call. Unit tests only. */
export function fakeClubApi(routes: FakeRoutes): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1/, '');
      const key = `${init.method ?? 'GET'} ${path}`;
      calls.push({
        key,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      });
      const answer = routes[key];
      const next = Array.isArray(answer)
        ? answer.length > 1
          ? answer.shift()
          : answer[0]
        : answer;
      return respond(next ?? { status: 404, body: {} });
    }),
  );
  return calls;
}
