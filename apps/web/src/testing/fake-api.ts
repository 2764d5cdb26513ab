import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from './msw.ts';

/** A request as the app sent it. */
export interface SentRequest {
  method: string;
  /** Path and query as the app wrote them ('/api/v1/B2B/Proposta?x=1'). */
  url: string;
  /** "METHOD /path" with the API prefix and the query left out: 'POST /Perfil'. */
  key: string;
  headers: Headers;
  /** Parsed JSON, FormData for multipart, null without a body. */
  body: unknown;
}

const API_PREFIX = '/api/v1';

/** The form as the page's own FormData and File (the test's globals), not the network layer's. */
async function pageFormData(sent: Awaited<ReturnType<Request['formData']>>): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of sent.entries()) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new File([await value.arrayBuffer()], value.name, { type: value.type }));
  }
  return form;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return pageFormData(await request.formData());
  const text = await request.text();
  if (!text) return null;
  return type.includes('json') || /^[[{"]/.test(text) ? (JSON.parse(text) as unknown) : text;
}

async function sentRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(API_PREFIX)
    ? url.pathname.slice(API_PREFIX.length)
    : url.pathname;
  return {
    method: request.method,
    url: url.pathname + url.search,
    key: `${request.method} ${path}`,
    headers: request.headers,
    body: await bodyOf(request),
  };
}

/** jsdom has no scrollTo; a test that spies on it keeps its spy. */
function stubScrollTo() {
  if (!vi.isMockFunction(window.scrollTo)) vi.stubGlobal('scrollTo', vi.fn());
}

const isFailureAlert = (request: SentRequest) => request.key === 'POST /alertas';

/**
 * Answers every request the app makes (MSW) with `answer` and records it in order. The failure
 * alert the API client posts after a failed call is answered 202 and, unless `recordAlerts`,
 * not recorded: it is not the screen's business. Also stubs `scrollTo` (jsdom has none), which
 * the API client calls on a failure and forms on a success.
 */
export function answerRequests(
  answer: (request: SentRequest) => Response | Promise<Response>,
  { recordAlerts = false }: { recordAlerts?: boolean } = {},
): SentRequest[] {
  const requests: SentRequest[] = [];
  stubScrollTo();
  server.use(
    http.all('*', async ({ request }) => {
      const sent = await sentRequest(request);
      if (isFailureAlert(sent) && !recordAlerts) return new HttpResponse(null, { status: 202 });
      requests.push(sent);
      return answer(sent);
    }),
  );
  return requests;
}

/** An answer of the fake API: status (200), JSON body (none: an empty body), headers. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer per "METHOD /path"; a list answers successive calls, then repeats its last. */
export type FakeRoutes = Record<string, FakeAnswer | FakeAnswer[]>;

/** The API's refusal: problem+json with its Portuguese `detail`. */
export const problem = (status: number, detail: string): FakeAnswer => ({
  status,
  body: { type: 'about:blank', title: 'Erro', status, detail },
});

/** A Response for a fake answer: problem+json from 400 on, a Blob as it is. */
export function respond({ status = 200, body, headers = {} }: FakeAnswer): Response {
  if (body === undefined) return new HttpResponse(null, { status, headers });
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  const payload = body instanceof Blob ? body : JSON.stringify(body);
  return new HttpResponse(payload, { status, headers: { 'content-type': type, ...headers } });
}

/**
 * The API answered from a table of routes (see FakeRoutes); a request no route names gets
 * `unmatched` (404 by default). Returns the requests, in order.
 */
export function fakeApi(
  routes: FakeRoutes,
  {
    unmatched = { status: 404, body: {} },
    recordAlerts = false,
  }: { unmatched?: FakeAnswer; recordAlerts?: boolean } = {},
): SentRequest[] {
  const queues = new Map(
    Object.entries(routes).map(([key, answer]) => [
      key,
      Array.isArray(answer) ? [...answer] : answer,
    ]),
  );
  return answerRequests(
    (request) => {
      const route = queues.get(request.key);
      const next = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
      return respond(next ?? unmatched);
    },
    { recordAlerts },
  );
}

/**
 * Answers every request with `handler`, called the way fetch is: the URL as the app wrote it
 * (path and query) and an init with method, headers, credentials, keepalive and the body (text,
 * or FormData for multipart). For tests that check what the fetch layer itself sends.
 */
export function answerLikeFetch(
  handler: (url: string, init: RequestInit) => Response | Promise<Response>,
): void {
  stubScrollTo();
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      const text = type.includes('multipart/form-data') ? '' : await request.text();
      const body = type.includes('multipart/form-data')
        ? await pageFormData(await request.formData())
        : text || undefined;
      try {
        return await handler(url.pathname + url.search, {
          method: request.method,
          headers: request.headers,
          credentials: request.credentials,
          keepalive: request.keepalive,
          body,
        });
      } catch {
        // A handler that throws is a network failure, as a throwing fetch would be.
        return HttpResponse.error();
      }
    }),
  );
}
