import type { z } from 'zod';
import { ApiError, problemDetail } from './api-error.ts';
import { contractError, type DevSchema } from './contract-check.ts';
import { getActiveLanguage } from './language.ts';
import { getRuntimeConfig } from './runtime-config.ts';
import { currentAccessToken, refreshAccessToken } from './access-token.ts';
import { isSignedIn, logout, resumeSession } from './session.ts';
import { errorsT } from './i18n.ts';
import { noteAnswer } from './cached-answers.ts';
import { send } from './transport.ts';

export { ApiError };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
  query?: Query;
  /** JSON, or FormData for a multipart upload (a CV). */
  body?: unknown;
  /** Extra request headers: a form's Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, method: Method, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  // Every GET carries the interface language (public-site.md §7).
  if (method === 'GET') params.set('idioma', getActiveLanguage());
  const search = params.toString();
  const base = `${getRuntimeConfig().apiBaseUrl}${path}`;
  if (!search) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}

function headers(
  hasJsonBody: boolean,
  extra: Record<string, string> = {},
  token: string | null = null,
): Headers {
  const result = new Headers({ ...extra, accept: 'application/json, application/problem+json' });
  result.set('x-api-key', getRuntimeConfig().apiKey);
  if (token) result.set('authorization', `Bearer ${token}`);
  if (hasJsonBody) result.set('content-type', 'application/json');
  return result;
}

function detailOf(bodyText: string): string {
  // Not problem+json: the body text itself is the message (the spec's 'Usuário não encontrado').
  return problemDetail(bodyText) ?? (bodyText.trim() || errorsT('serverError'));
}

interface Failure {
  path: string;
  url: string;
  method: Method;
  status: number;
  bodyText: string;
  /** The request body, for the alert (which masks its secrets). */
  body: unknown;
}

/** The one place that decides what a failed call does (public-site.md §8). */
function fail({ path, url, method, status, bodyText, body }: Failure): never {
  // On the server (a page being rendered) a failure is only the block's error state.
  if (typeof window === 'undefined') throw new ApiError(status, detailOf(bodyText));
  window.scrollTo({ top: 0, behavior: 'smooth' });
  if (status !== 404) {
    // Loaded on the first failure, not with the first page (e2e/bundle-size.test.ts).
    const alertHeaders = headers(true);
    void import('./failure-alert.ts').then((alerts) =>
      alerts.reportFailure(path, { url, method, status, bodyText, body }, alertHeaders),
    );
  }
  const detail = detailOf(bodyText);
  if (
    status === 401 ||
    detail === errorsT('userNotFound') ||
    bodyText.trim() === errorsT('userNotFound')
  ) {
    logout();
  }
  throw new ApiError(status, detail);
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: DevSchema<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const url = buildUrl(path, method, options.query);
  // FormData goes as it is: the browser writes the multipart content type with its boundary.
  const body =
    options.body instanceof FormData || options.body === undefined
      ? options.body
      : JSON.stringify(options.body);
  const call = (token: string | null) =>
    send(url, {
      method,
      headers: headers(typeof body === 'string', options.headers, token),
      body,
      signal: options.signal,
    });
  let response: Response;
  try {
    // A visitor's call leaves at once; a member's waits for a live access token.
    const token = currentAccessToken() ?? (isSignedIn() ? await resumeSession() : null);
    response = await call(token);
    // An access token the server no longer takes (expired while the tab slept, or its session
    // rotated in another tab): renew it once from the refresh cookie and try again.
    if (response.status === 401 && token && (await refreshAccessToken()) === 'renewed') {
      response = await call(await resumeSession());
    }
  } catch (error) {
    // Aborted by the caller (navigation, unmount): not a failure of the API.
    if (options.signal?.aborted) throw error;
    return fail({ path, url, method, status: 0, bodyText: String(error), body: options.body });
  }
  noteAnswer(path, response);
  const bodyText = await response.text();
  if (!response.ok) {
    return fail({ path, url, method, status: response.status, bodyText, body: options.body });
  }
  const answer = parseJson(bodyText);
  // A body outside the contract is a server bug; the caller shows its error state.
  const outsideContract = contractError(schema, answer);
  if (outsideContract) throw new ApiError(response.status, errorsT('serverError'), outsideContract);
  return answer as z.output<S>;
}

export function apiGet<S extends z.ZodType>(
  path: string,
  schema: DevSchema<S>,
  options?: Omit<RequestOptions, 'body'>,
): Promise<z.output<S>> {
  return request('GET', path, schema, options);
}

export function apiSend<S extends z.ZodType>(
  method: Exclude<Method, 'GET'>,
  path: string,
  schema: DevSchema<S>,
  options?: RequestOptions,
): Promise<z.output<S>> {
  return request(method, path, schema, options);
}
