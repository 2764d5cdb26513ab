import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stockcar/shared/constants';
import { errorsPtBr } from '@stockcar/shared/locales/errors/pt-br';
import { installRuntimeConfig } from '../testing/runtime-config.ts';
import { ApiError, apiGet, apiSend } from './api-client.ts';
import { applyCategoryLanguage } from './language.ts';
import { signInForTest } from '../testing/member-session.ts';
import { currentAccessToken } from './access-token.ts';
import { isSignedIn, ROUTER_UPDATE_EVENT, setSessionNavigator } from './session.ts';
import { answerRequests } from '../testing/fake-api.ts';

const ItemSchema = z.object({ id: z.number() });

interface Call {
  url: string;
  init: RequestInit;
}

/** What the client handed to fetch in the current fake's lifetime (see fakeFetch). */
let handedToFetch: Call[] = [];

/**
 * The fake API answers each call with the next response; every call is recorded as the client
 * handed it to fetch (spied through, in beforeEach), which is what these tests are about.
 */
function fakeFetch(...responses: Response[]) {
  handedToFetch = [];
  answerRequests(() => responses.shift() ?? new Response('{}', { status: 200 }), {
    recordAlerts: true,
  });
  return handedToFetch;
}

const problem = (status: number, detail: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Erro', status, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

function headerOf(call: Call | undefined, name: string): string | null {
  return new Headers(call?.init.headers).get(name);
}

function alertBody(call: Call | undefined): Record<string, unknown> {
  return z.record(z.string(), z.unknown()).parse(JSON.parse(String(call?.init.body)));
}

let scrollTo: ReturnType<typeof vi.fn<() => void>>;
let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;

beforeEach(async () => {
  await installRuntimeConfig();
  scrollTo = vi.fn<() => void>();
  vi.stubGlobal('scrollTo', scrollTo);
  const throughToFakeApi = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((url, init = {}) => {
    handedToFetch.push({ url: String(url), init });
    return throughToFakeApi(url, init);
  });
  navigate = vi.fn<(to: string) => void>();
  setSessionNavigator(navigate);
  applyCategoryLanguage('proseries');
});

afterEach(() => {
  setSessionNavigator(() => undefined);
});

describe('successful calls', () => {
  it('sends the API key, the bearer token and idioma, and answers the body as it came', async () => {
    signInForTest('abc.def');
    const calls = fakeFetch(new Response(JSON.stringify({ id: 7, extra: true })));
    const item = await apiGet('/Categoria', ItemSchema, { query: { idCategoria: 3 } });
    // The schema checks, it does not reshape: development runs what production runs.
    expect(item).toEqual({ id: 7, extra: true });
    expect(calls[0]?.url).toBe('/api/v1/Categoria?idCategoria=3&idioma=pt-br');
    expect(headerOf(calls[0], 'x-api-key')).toBe('test-api-key');
    expect(headerOf(calls[0], 'authorization')).toBe('Bearer abc.def');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('sends no authorization without a token and the forced language in idioma', async () => {
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    applyCategoryLanguage('formula-4');
    const calls = fakeFetch(new Response(JSON.stringify({ id: 1 })));
    await apiGet('/AoVivo', ItemSchema);
    expect(calls[0]?.url).toBe('/api/v1/AoVivo?idioma=en');
    expect(headerOf(calls[0], 'authorization')).toBeNull();
  });

  it('does not add idioma to a POST', async () => {
    const calls = fakeFetch(new Response(JSON.stringify({ id: 1 })));
    await apiSend('POST', '/Patrocinador', ItemSchema, { body: { empresa: 'X' } });
    expect(calls[0]?.url).toBe('/api/v1/Patrocinador');
    expect(headerOf(calls[0], 'content-type')).toBe('application/json');
  });

  it('rejects a body outside the contract without alerting', async () => {
    const calls = fakeFetch(new Response(JSON.stringify({ id: 'not a number' })));
    await expect(apiGet('/x', ItemSchema)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});

describe('the answer checked in development and tests only (docs/decisions/0026)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("checks it in a test build, through the call sites' import.meta.env.DEV && Schema", async () => {
    fakeFetch(new Response(JSON.stringify({ id: 'not a number' })));
    await expect(apiGet('/x', import.meta.env.DEV && ItemSchema)).rejects.toMatchObject({
      status: 200,
      detail: errorsPtBr.serverError,
    });
  });

  it('passes it through unchecked in a production build, where the schema is left out', async () => {
    vi.stubEnv('DEV', false);
    fakeFetch(new Response(JSON.stringify({ id: 'not a number' })));
    await expect(apiGet('/x', import.meta.env.DEV && ItemSchema)).resolves.toEqual({
      id: 'not a number',
    });
  });
});

describe('failed calls (public-site.md §8)', () => {
  it('scrolls to the top, posts an alert and rethrows the problem detail', async () => {
    const calls = fakeFetch(problem(500, 'Ocorreu um erro'));
    const error = await apiSend('POST', '/B2B/Proposta', ItemSchema, {
      body: { nomeEmpresa: 'Acme', senha: 'segredo' },
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, detail: 'Ocorreu um erro' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    // The alert's module loads on the first failure.
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.url).toBe('/api/v1/alertas');
    expect(calls[1]?.init.method).toBe('POST');
    expect(headerOf(calls[1], 'x-api-key')).toBe('test-api-key');
    const alert = alertBody(calls[1]);
    expect(alert).toMatchObject({ url: '/api/v1/B2B/Proposta', metodo: 'POST', status: 500 });
    expect(String(alert.resposta)).toContain('Ocorreu um erro');
    const sent = JSON.parse(atob(String(alert.corpoRequisicao)));
    // The request body travels base64-encoded, with secrets masked.
    expect(sent).toEqual({ nomeEmpresa: 'Acme', senha: '***' });
  });

  it('does not alert on 404 but still scrolls and rethrows', async () => {
    const calls = fakeFetch(problem(404, 'Recurso não encontrado.'));
    await expect(apiGet('/Noticia/1', ItemSchema)).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out on 401: token gone, router-update fired, sent to /stockclub/login', async () => {
    signInForTest('expired');
    localStorage.setItem(STORAGE_KEYS.localVotes, '[1,2,3]');
    const onRouterUpdate = vi.fn<() => void>();
    window.addEventListener(ROUTER_UPDATE_EVENT, onRouterUpdate);
    // The call, then the one refresh attempt: the refresh cookie is no good either.
    const calls = fakeFetch(
      problem(401, 'Sessão expirada. Faça login novamente.'),
      new Response(null, { status: 401 }),
    );

    await expect(apiGet('/Perfil', ItemSchema)).rejects.toMatchObject({ status: 401 });
    window.removeEventListener(ROUTER_UPDATE_EVENT, onRouterUpdate);

    expect(calls[1]?.url).toBe('/api/v1/Autenticacao/refresh');
    expect(currentAccessToken()).toBeNull();
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.localVotes)).toBeNull();
    expect(onRouterUpdate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/stockclub/login');
  });

  it('renews an access token the server refused once, and repeats the call', async () => {
    signInForTest('stale');
    const calls = fakeFetch(
      problem(401, 'Sessão expirada. Faça login novamente.'),
      Response.json({ accessToken: 'renewed', expiresIn: 900 }),
      Response.json({ id: 3 }),
    );
    await expect(apiGet('/Perfil', ItemSchema)).resolves.toEqual({ id: 3 });
    expect(headerOf(calls[2], 'authorization')).toBe('Bearer renewed');
    expect(isSignedIn()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logs out when the detail is 'Usuário não encontrado' whatever the status", async () => {
    signInForTest('t');
    fakeFetch(problem(400, 'Usuário não encontrado'));
    await expect(apiGet('/Perfil', ItemSchema)).rejects.toMatchObject({ status: 400 });
    expect(currentAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/stockclub/login');
  });

  it("logs out when the plain body text is 'Usuário não encontrado'", async () => {
    signInForTest('t');
    fakeFetch(new Response('Usuário não encontrado', { status: 400 }));
    await expect(apiGet('/Perfil', ItemSchema)).rejects.toMatchObject({
      detail: 'Usuário não encontrado',
    });
    expect(navigate).toHaveBeenCalledWith('/stockclub/login');
  });

  it('keeps the session on other failures', async () => {
    signInForTest('t');
    fakeFetch(problem(500, 'Falhou'));
    await expect(apiGet('/x', ItemSchema)).rejects.toBeInstanceOf(ApiError);
    expect(currentAccessToken()).toBe('t');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never reports a failure of the alert call itself', async () => {
    const calls = fakeFetch(problem(500, 'Falhou'), problem(500, 'Alerta falhou'));
    await expect(apiGet('/x', ItemSchema)).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/x?idioma=pt-br', '/api/v1/alertas']);

    const direct = fakeFetch(problem(503, 'Indisponível'));
    await expect(apiSend('POST', '/alertas', ItemSchema, { body: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(direct).toHaveLength(1);
  });

  it('treats a network failure as status 0 and still rethrows', async () => {
    answerRequests(() => Response.error());
    await expect(apiGet('/x', ItemSchema)).rejects.toMatchObject({ status: 0 });
    expect(scrollTo).toHaveBeenCalled();
  });
});

describe('form submissions (issue 4)', () => {
  it('sends extra headers such as the Idempotency-Key', async () => {
    const calls = fakeFetch(new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    await apiSend('POST', '/Patrocinador', ItemSchema, {
      body: { empresa: 'X' },
      headers: { 'Idempotency-Key': 'abc123' },
    });
    expect(headerOf(calls[0], 'idempotency-key')).toBe('abc123');
    expect(headerOf(calls[0], 'x-api-key')).toBe('test-api-key');
  });

  it('sends FormData as multipart (no JSON content type) and reports it by field names', async () => {
    const calls = fakeFetch(new Response(null, { status: 415 }));
    const body = new FormData();
    body.append('idCandidato', '7');
    body.append('File', new File(['%PDF-'], 'cv.pdf'));
    await expect(
      apiSend('POST', '/RH/Candidato/Curriculo', z.null(), { body }),
    ).rejects.toMatchObject({ status: 415 });
    expect(calls[0]?.init.body).toBe(body);
    expect(headerOf(calls[0], 'content-type')).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const alert = alertBody(calls[1]);
    expect(atob(String(alert.corpoRequisicao))).toBe('{"idCandidato":"7","File":"cv.pdf"}');
  });
});
