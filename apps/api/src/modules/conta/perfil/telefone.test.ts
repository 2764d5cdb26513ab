import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../../db/schema/index.ts';
import {
  MINUTE,
  bearer,
  call,
  createClubApp,
  createMember,
  lastSmsCode,
  login,
} from '../../../../test/club.ts';
import type { TestApp } from '../../../../test/helper.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

let t: TestApp;
let phone = 90_000_000;

beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

/** A logged-in member and a new mobile number (masked and E.164) nobody used yet. */
async function setup() {
  const m = await createMember(t);
  const { accessToken } = await login(t, m.email);
  phone += 1;
  const digits = `219${phone}`;
  const masked = `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  const as = (method: 'GET' | 'POST', url: string, body?: object) =>
    call(t, method, url, body, bearer(accessToken));
  return { m, as, masked, e164: `+55${digits}` };
}

const ageCodes = (usuarioId: number, minutes: number) =>
  t.db
    .update(s.codigoSms)
    .set({ criadoEm: new Date(Date.now() - minutes * MINUTE) })
    .where(eq(s.codigoSms.usuarioId, usuarioId));

describe('phone change with a 6-digit token', () => {
  it('sends the token to the new number; the token validates it', async () => {
    const { m, as, masked, e164 } = await setup();
    const sent = await as('POST', '/Perfil/telefone', {
      telefoneAntigo: m.telefone,
      telefoneNovo: masked,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      mensagem: 'Token enviado com sucesso para o celular',
      reenvioEmSegundos: 120,
      expiraEmSegundos: 600,
    });
    expect((await as('GET', '/Perfil')).json().perfil).toMatchObject({
      phone: m.telefone,
      telefonePendente: masked,
    });
    const token = (await lastSmsCode(t.db, e164)) ?? '';
    expect(token).toMatch(/^\d{6}$/);
    const ok = await as('POST', '/Perfil/token-telefone', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().mensagem).toBe('Telefone validado com sucesso');
    expect(ok.json().perfil).toMatchObject({
      phone: masked,
      celularAtivo: true,
      telefonePendente: '',
    });
    expect(ok.json().perfil.dataAlteracaoCelular).toEqual(expect.any(String));
    const reused = await as('POST', '/Perfil/token-telefone', { token });
    expect(reused.statusCode).toBe(400);
  });

  it('caps the SMS one member can trigger in an hour, whatever the numbers', async () => {
    const { m, as } = await setup();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      phone += 1;
      const digits = `219${phone}`;
      const masked = `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
      const res = await as('POST', '/Perfil/telefone', {
        telefoneAntigo: m.telefone,
        telefoneNovo: masked,
      });
      statuses.push(res.statusCode);
      if (i === 10) expect(res.json().detail).toBe(clubePtBr.limiteSms);
    }
    expect(statuses.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('counts parallel guesses too: 12 at once use up the 5 tries, the right token is void', async () => {
    const { m, as, masked, e164 } = await setup();
    await as('POST', '/Perfil/telefone', { telefoneAntigo: m.telefone, telefoneNovo: masked });
    const token = (await lastSmsCode(t.db, e164)) ?? '';
    const wrong = token === '999999' ? '000000' : '999999';
    await Promise.all(
      Array.from({ length: 12 }, () => as('POST', '/Perfil/token-telefone', { token: wrong })),
    );
    const [code] = await t.db
      .select({ tentativas: s.codigoSms.tentativas })
      .from(s.codigoSms)
      .where(eq(s.codigoSms.usuarioId, m.id));
    expect(code?.tentativas).toBe(5);
    const late = await as('POST', '/Perfil/token-telefone', { token });
    expect(late.json().detail).toBe(
      'Código inválido: tentativas esgotadas. Solicite um novo código.',
    );
  });

  it('voids the token after 5 wrong tries; refuses 4-digit and expired tokens', async () => {
    const { m, as, masked, e164 } = await setup();
    await as('POST', '/Perfil/telefone', { telefoneAntigo: m.telefone, telefoneNovo: masked });
    const token = (await lastSmsCode(t.db, e164)) ?? '';
    const wrong = token === '999999' ? '000000' : '999999';
    expect((await as('POST', '/Perfil/token-telefone', { token: '1234' })).json().detail).toBe(
      'Código inválido ou expirado.',
    );
    for (let i = 0; i < 5; i += 1) await as('POST', '/Perfil/token-telefone', { token: wrong });
    const void_ = await as('POST', '/Perfil/token-telefone', { token });
    expect(void_.json().detail).toBe(
      'Código inválido: tentativas esgotadas. Solicite um novo código.',
    );
    // A new token after the wait works, until it expires.
    await ageCodes(m.id, 3);
    expect((await as('GET', '/Perfil/reenvio-token')).statusCode).toBe(200);
    await t.db
      .update(s.codigoSms)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(s.codigoSms.usuarioId, m.id));
    const fresh = (await lastSmsCode(t.db, e164)) ?? '';
    expect((await as('POST', '/Perfil/token-telefone', { token: fresh })).statusCode).toBe(400);
  });

  it('resends only after 120 s, with Retry-After, to the pending number', async () => {
    const { m, as, masked, e164 } = await setup();
    expect((await as('GET', '/Perfil/reenvio-token')).json().detail).toBe(
      'Nenhuma troca de celular pendente: informe o novo número.',
    );
    await as('POST', '/Perfil/telefone', { telefoneAntigo: m.telefone, telefoneNovo: masked });
    await ageCodes(m.id, 1.5);
    const early = await as('GET', '/Perfil/reenvio-token');
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);
    await ageCodes(m.id, 2.5);
    const first = (await lastSmsCode(t.db, e164)) ?? '';
    expect((await as('GET', '/Perfil/reenvio-token')).statusCode).toBe(200);
    const second = (await lastSmsCode(t.db, e164)) ?? '';
    // Only the newest token is valid.
    if (first !== second) {
      expect((await as('POST', '/Perfil/token-telefone', { token: first })).statusCode).toBe(400);
    }
    expect((await as('POST', '/Perfil/token-telefone', { token: second })).statusCode).toBe(200);
  });

  it('refuses a landline, a wrong current number, and more than one SMS a minute per phone', async () => {
    const { m, as, masked } = await setup();
    const landline = await as('POST', '/Perfil/telefone', {
      telefoneAntigo: m.telefone,
      telefoneNovo: '(11) 3333-4444',
    });
    expect(landline.json().detail).toBe('Número de Celular inválido');
    const wrongOld = await as('POST', '/Perfil/telefone', {
      telefoneAntigo: '(11) 91111-1111',
      telefoneNovo: masked,
    });
    expect(wrongOld.json().errors).toEqual([
      {
        path: 'body.telefoneAntigo',
        message: 'O telefone atual informado não confere com o cadastro.',
      },
    ]);
    expect(
      (await as('POST', '/Perfil/telefone', { telefoneAntigo: m.telefone, telefoneNovo: masked }))
        .statusCode,
    ).toBe(200);
    const again = await as('POST', '/Perfil/telefone', {
      telefoneAntigo: m.telefone,
      telefoneNovo: masked,
    });
    expect(again.statusCode).toBe(429);
  });

  it('needs a session', async () => {
    expect(
      (
        await call(t, 'POST', '/Perfil/telefone', {
          telefoneAntigo: '',
          telefoneNovo: '(11) 98888-7777',
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(t, 'GET', '/Perfil/reenvio-token')).statusCode).toBe(401);
    // A 401 comes before the body is looked at.
    expect((await call(t, 'POST', '/Perfil/telefone', {})).statusCode).toBe(401);
    expect((await call(t, 'PUT', '/Perfil', {})).statusCode).toBe(401);
    expect((await call(t, 'POST', '/Registro/atualizar-senha', {})).statusCode).toBe(401);
    expect((await call(t, 'POST', '/Perfil/token-telefone', { token: '123456' })).statusCode).toBe(
      401,
    );
  });
});
