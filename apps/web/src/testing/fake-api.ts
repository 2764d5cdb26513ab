import { http, HttpResponse, type HttpHandler } from 'msw';
import { vi, type Mock } from 'vitest';
import type { z } from 'zod';
import { errorsPtBr } from '@stockcar/shared/locales/errors/pt-br';
import { ALERT_PATH } from '../lib/failure-alert.ts';
import { server } from './msw.ts';
import { TEST_CONFIG } from './runtime-config.ts';
import { record, sentRequest, type SentRequest } from './sent-requests.ts';

/**
 * What every feature's `testing/handlers.ts` is built from: `handlerFor` makes the MSW handler
 * factory of one endpoint, `reply`/`problem` say what else than a 200 with the contract's JSON
 * it answers (`recordRequests` in testing/sent-requests.ts keeps what the app sent). See
 * docs/decisions/0014.
 */

/** An answer other than a 200 with the contract's JSON: another status, a file, a refusal. */
export class ApiReply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A status with an optional body (JSON, or a Blob as it is) and headers; status 0 fails. */
export const reply = (status: number, body?: unknown, headers?: Record<string, string>) =>
  new ApiReply(status, body, headers);

/** The API's refusal: problem+json with its Portuguese `detail`. */
export const problem = (status: number, detail: string) =>
  reply(status, { type: 'about:blank', title: 'Erro', status, detail });

/** The API's answer to a path or id it does not know. */
export const NOT_FOUND = problem(404, errorsPtBr.notFound);

/** No answer at all, as when the server cannot be reached (the client's status 0). */
export const NETWORK_FAILURE = reply(0);

/** What a handler answers: the contract's JSON (200), a reply, or either from the request. */
export type Answer<T> = T | ApiReply | AnswerFrom<T>;

type AnswerFrom<T> = (request: SentRequest) => T | ApiReply | Promise<T | ApiReply>;

/** One answer or more, given in turn (see handlerFor). */
export type Answers<T> = [Answer<T>, ...Answer<T>[]];

const isAnswerFrom = <T>(answer: Answer<T>): answer is AnswerFrom<T> =>
  typeof answer === 'function';

function toResponse(answer: unknown): Response {
  const { status, body, headers } = answer instanceof ApiReply ? answer : reply(200, answer);
  if (status === 0) return HttpResponse.error();
  if (body === undefined) return new HttpResponse(null, { status, headers });
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  const payload = body instanceof Blob ? body : JSON.stringify(body);
  return new HttpResponse(payload, { status, headers: { 'content-type': type, ...headers } });
}

const ROUTES = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete };

type Method = keyof typeof ROUTES;

/** One endpoint at `path`: successive calls get the answers in turn, then the last one again. */
function apiHandler(method: Method, path: string, answers: Answer<unknown>[]): HttpHandler {
  const queue = [...answers];
  return ROUTES[method](`${TEST_CONFIG.apiBaseUrl}${path}`, async ({ request }) => {
    const sent = await sentRequest(request);
    record(sent);
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return toResponse(isAnswerFrom(next) ? await next(sent) : next);
  });
}

/**
 * The MSW handler factory of one endpoint, from the path its api file calls (a constant, or the
 * function that builds it) and the zod schema of its answer, which types the answers in their
 * wire form. A path function's parameters come first, then one answer or more, given in turn:
 * `beneficioHandlers.getBastidores(10, { galerias })`.
 */
export function handlerFor<S extends z.ZodType>(
  method: Method,
  path: string,
  contract: S,
): (...answers: Answers<z.input<S>>) => HttpHandler;
export function handlerFor<S extends z.ZodType, P extends (string | number)[]>(
  method: Method,
  path: (...params: P) => string,
  contract: S,
): (...args: [...P, ...Answers<z.input<S>>]) => HttpHandler;
export function handlerFor(
  method: Method,
  path: string | ((...params: (string | number)[]) => string),
  _contract: z.ZodType,
) {
  // A path function's declared parameters are the factory's first arguments.
  const arity = typeof path === 'string' ? 0 : path.length;
  return (...args: unknown[]) =>
    apiHandler(
      method,
      typeof path === 'string' ? path : path(...(args.slice(0, arity) as (string | number)[])),
      args.slice(arity),
    );
}

/**
 * Every request, whatever its path, answered by `answer` and recorded in order: for the tests
 * of the fetch layer itself (api-client, session, static files). The failure alert is left to
 * the default handler (testing/msw.ts) unless `recordAlerts`.
 */
export function answerRequests(
  answer: (request: SentRequest) => Response | Promise<Response>,
  { recordAlerts = false }: { recordAlerts?: boolean } = {},
): SentRequest[] {
  const requests: SentRequest[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const sent = await sentRequest(request);
      if (sent.key === `POST ${ALERT_PATH}` && !recordAlerts) return undefined;
      requests.push(sent);
      return answer(sent);
    }),
  );
  return requests;
}

/**
 * `fetch` spied on and let through to the handlers: for tests about what the app hands to it.
 * The app always passes the URL as a string.
 */
export function spyOnFetch(): Mock<(url: string, init?: RequestInit) => Promise<Response>> {
  if (!vi.isMockFunction(globalThis.fetch)) vi.spyOn(globalThis, 'fetch');
  const spy = vi.mocked(globalThis.fetch);
  spy.mockClear();
  return spy as unknown as Mock<(url: string, init?: RequestInit) => Promise<Response>>;
}
