import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { call, createClubApp } from '../../../test/club.ts';
import { startFakeHttp, type Responder } from '../../../test/fake-http.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
let cepService: Awaited<ReturnType<typeof startFakeHttp>>;

/** ViaCEP's answers: an address, or `{ erro: true }` for an unknown CEP. */
const viaCep: Responder = (req) => {
  if (req.path === '/ws/01310100/json/') {
    return {
      status: 200,
      body: {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      },
    };
  }
  return { status: 200, body: { erro: 'true' } };
};

beforeAll(async () => {
  cepService = await startFakeHttp(viaCep);
  t = await createClubApp({ CEP_URL: `${cepService.url}/` });
});
afterAll(async () => {
  await t.close();
  await cepService.close();
});

describe('GET /Cep/{cep}', () => {
  it('answers the address from the CEP service, masked or not, and caches it', async () => {
    const res = await call(t, 'GET', '/Cep/01310-100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(cepService.requests.map((r) => r.path)).toEqual(['/ws/01310100/json/']);
    const cached = await call(t, 'GET', '/Cep/01310100');
    expect(cached.json().logradouro).toBe('Avenida Paulista');
    expect(cepService.requests).toHaveLength(1);
  });

  it('asks again once the cache is 30 days old', async () => {
    await t.db.update(s.cepCache).set({ atualizadoEm: new Date(Date.now() - 31 * 24 * 3600_000) });
    const before = cepService.requests.length;
    expect((await call(t, 'GET', '/Cep/01310100')).statusCode).toBe(200);
    expect(cepService.requests.length).toBe(before + 1);
  });

  it('404 with a Portuguese detail for an unknown CEP, 400 for a malformed one', async () => {
    const unknown = await call(t, 'GET', '/Cep/99999-999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('CEP não encontrado.');
    const bad = await call(t, 'GET', '/Cep/1234');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('CEP inválido: use o formato 99999-999.');
  });

  it('502 when the service fails or answers out of contract', async () => {
    cepService.setResponder(() => ({ status: 503 }));
    const down = await call(t, 'GET', '/Cep/20040-020');
    expect(down.statusCode).toBe(502);
    expect(down.json().detail).toBe(
      'Serviço de consulta de CEP indisponível no momento. Preencha o endereço manualmente.',
    );
    cepService.setResponder(() => ({ status: 200, body: ['?'] }));
    expect((await call(t, 'GET', '/Cep/20040-020')).statusCode).toBe(502);
    cepService.setResponder(viaCep);
  });
});
