import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anon, createClubApp } from '../../test/club.ts';
import { freshIp, type TestApp } from '../../test/helper.ts';

/*
 * The per-address limits of the Stock Club's abuse-prone calls (issue 5): codes, tokens,
 * e-mailed links and sessions. The limiter runs before validation and authentication, so
 * invalid requests count: a guesser cannot hide behind 400s and 401s.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

const CASES: { method: 'GET' | 'POST'; url: string; body?: object; max: number }[] = [
  { method: 'GET', url: '/registro/enviar-codigo?celular=x', max: 10 },
  { method: 'POST', url: '/registro/validar-codigo', body: { code: '0', celular: 'x' }, max: 20 },
  { method: 'POST', url: '/Registro/confirmacao', body: { hash: 'x' }, max: 20 },
  { method: 'POST', url: '/Registro/autorizacao-responsavel', body: { hash: 'x' }, max: 20 },
  { method: 'POST', url: '/Perfil/token-telefone', body: { token: '0' }, max: 20 },
  { method: 'POST', url: '/Perfil/telefone', body: {}, max: 10 },
  { method: 'POST', url: '/Autenticacao/login', body: {}, max: 30 },
  { method: 'POST', url: '/Autenticacao/refresh', max: 60 },
];

describe('rate limits of the club calls', () => {
  it.each(CASES)('$method $url: $max calls from one address, then 429', async (c) => {
    const headers = anon(freshIp());
    const send = () =>
      t.app.inject({ method: c.method, url: `/api/v1${c.url}`, headers, payload: c.body });
    for (let i = 0; i < c.max; i += 1) expect((await send()).statusCode).not.toBe(429);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toContain('application/problem+json');
    // Another address is not affected.
    const other = await t.app.inject({
      method: c.method,
      url: `/api/v1${c.url}`,
      headers: anon(freshIp()),
      payload: c.body,
    });
    expect(other.statusCode).not.toBe(429);
  });
});
