import { TEST_CONFIG } from './runtime-config.ts';

/**
 * What the app sent, as the tests read it: the request's parsed body, and the recorders that
 * keep the requests a test's API handlers answer (testing/fake-api.ts hands them over).
 */

/** A request as the app sent it. */
export interface SentRequest {
  method: string;
  /** Path and query as the app wrote them ('/api/v1/B2B/Proposta?x=1'). */
  url: string;
  /** "METHOD /path" with the API prefix and the query left out: 'POST /Perfil'. */
  key: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, FormData for multipart, null without a body. */
  body: unknown;
}

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

export async function sentRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const prefix = TEST_CONFIG.apiBaseUrl;
  const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
  return {
    method: request.method,
    url: url.pathname + url.search,
    key: `${request.method} ${path}`,
    query: url.searchParams,
    headers: request.headers,
    body: await bodyOf(request),
  };
}

const recorders = new Set<(request: SentRequest) => void>();

/** Hands a request the handlers answered to every recorder of the test. */
export function record(request: SentRequest): void {
  for (const recorder of recorders) recorder(request);
}

/** The requests the test's API handlers answer from now on, in order (failure alerts left out). */
export function recordRequests(): SentRequest[];
export function recordRequests<R>(shape: (request: SentRequest) => R): R[];
export function recordRequests(shape = (request: SentRequest): unknown => request): unknown[] {
  const requests: unknown[] = [];
  recorders.add((request) => requests.push(shape(request)));
  return requests;
}

/** setup.ts, after each test: the next test records only its own requests. */
export function forgetRecorders(): void {
  recorders.clear();
}
