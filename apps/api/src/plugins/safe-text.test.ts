import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '@stockcar/shared/schemas/safe-text';
import { createCategoria } from '../../test/factories.ts';
import { bearer, call, createClubApp, createMember, login, nextCpf } from '../../test/club.ts';
import type { TestApp } from '../../test/helper.ts';
import { candidateForm } from '../../test/rh.ts';
import * as s from '../db/schema/index.ts';

/** Finding 2 of issue 12: a NUL or a lone surrogate in any string gave 500 and an alert. */
let t: TestApp;
let areaId: number;

beforeAll(async () => {
  t = await createClubApp();
  await createCategoria(t.db, { id: 1 });
  const [area] = await t.db.insert(s.rhArea).values({ nome: 'Engenharia' }).returning();
  areaId = area?.id ?? 0;
});
afterAll(() => t.close());

function expectRefused(res: Awaited<ReturnType<typeof call>>, path: string) {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({
    status: 400,
    detail: UNSAFE_TEXT_MESSAGE,
    errors: [{ path, message: UNSAFE_TEXT_MESSAGE }],
  });
}

const UNSAFE = { nul: 'x\u0000y', 'lone surrogate': 'x\ud800y' };

describe.each(Object.entries(UNSAFE))('a %s is refused with 400, never 500', (_name, bad) => {
  it('on login and forgot-password', async () => {
    expectRefused(
      await call(t, 'POST', '/Autenticacao/login', { email: `a${bad}@b.com`, senha: 'x' }),
      'body.email',
    );
    expectRefused(
      await call(t, 'POST', '/Registro/esqueceu-senha', { email: `a${bad}@b.com` }),
      'body.email',
    );
  });

  it('on usuario-existe', async () => {
    const res = await call(t, 'POST', '/Registro/usuario-existe', {
      email: 'ok@exemplo.com',
      cpf: nextCpf(),
      celular: `(11) 9${bad}`,
    });
    expectRefused(res, 'body.celular');
  });

  it('on a talent-bank candidate', async () => {
    const res = await call(t, 'POST', '/RH/Candidato', {
      ...candidateForm(areaId),
      nome: `Joana${bad}`,
    });
    expectRefused(res, 'body.nome');
  });

  it('on PUT /Perfil', async () => {
    const m = await createMember(t);
    const session = await login(t, m.email);
    const perfil = (await call(t, 'GET', '/Perfil', undefined, bearer(session.accessToken))).json()
      .perfil;
    const res = await call(
      t,
      'PUT',
      '/Perfil',
      { ...perfil, logradouro: `Rua ${bad}` },
      bearer(session.accessToken),
    );
    expectRefused(res, 'body.logradouro');
  });
});

describe('the news search query', () => {
  const search = (busca: string) =>
    call(t, 'GET', `/Noticias/categoria/1?tamanhoPagina=12&numeroPagina=1&busca=${busca}`);

  it('refuses a NUL with 400', async () => {
    expectRefused(await search('abc%00def'), 'querystring.busca');
  });

  it('takes the UTF-8 bytes of a surrogate as replacement characters, not as an error', async () => {
    // UTF-8 cannot carry a lone surrogate: the decoder replaces its bytes with U+FFFD.
    expect((await search('abc%ED%A0%80')).statusCode).toBe(200);
  });
});
