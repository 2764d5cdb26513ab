import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../db/schema/index.ts';
import {
  PASSWORD,
  REFRESH,
  anon,
  bearer,
  call,
  createMember,
  linksOf,
  login,
  setupClub,
  solveCaptcha,
  type FakeSmtp,
} from '../../../../test/club.ts';
import { freshIp, type TestApp } from '../../../../test/helper.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

let t: TestApp;
let smtp: FakeSmtp;
const NEW_PASSWORD = 'Outra$Volta77';
const SENHA_FRACA =
  'Senha fácil de adivinhar: evite nomes, datas e sequências e escolha uma combinação mais longa.';

setupClub({}, async (ctx) => {
  ({ t, smtp } = ctx);
});

/** Asks for a reset and returns the e-mailed link's h and c. */
async function requestReset(email: string) {
  const before = smtp.received.length;
  const res = await call(t, 'POST', '/Registro/esqueceu-senha', { email });
  expect(res.statusCode).toBe(200);
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail?.to).toEqual([email]);
  const link = mail ? linksOf(mail)[0] : undefined;
  expect(`${link?.origin}${link?.pathname}`).toBe(
    'https://clube.example/stockclub/redefinir-senha',
  );
  return { hash: link?.searchParams.get('h') ?? '', code: link?.searchParams.get('c') ?? '' };
}

const reset = (body: object) =>
  call(t, 'POST', '/Registro/resetar-senha', {
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...body,
  });

describe('forgot and reset password', () => {
  it('e-mails a link whose hash and code set a new password, once, and end every session', async () => {
    const m = await createMember(t);
    const session = await login(t, m.email);
    const link = await requestReset(m.email);
    const res = await reset(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: 'Senha redefinida com sucesso!' });
    expect((await login(t, m.email, NEW_PASSWORD)).accessToken).toBeTruthy();
    expect(
      (await call(t, 'POST', '/Autenticacao/login', { email: m.email, senha: PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'GET', '/Perfil', undefined, bearer(session.accessToken))).statusCode,
    ).toBe(401);
    const refreshed = await call(t, 'POST', '/Autenticacao/refresh', undefined, anon(), {
      [REFRESH]: session.refresh,
    });
    expect(refreshed.statusCode).toBe(401);
    const reused = await reset(link);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe('Link inválido, expirado ou já utilizado.');
  });

  it('answers the spec text for an unknown e-mail', async () => {
    const res = await call(t, 'POST', '/Registro/esqueceu-senha', { email: 'ninguem@exemplo.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Usuário não encontrado');
  });

  it('refuses a wrong code, an expired link, and an earlier link once a new one was sent', async () => {
    const m = await createMember(t);
    const first = await requestReset(m.email);
    expect((await reset({ ...first, code: `${first.code.slice(0, -2)}xx` })).statusCode).toBe(400);
    const second = await requestReset(m.email);
    expect((await reset(first)).statusCode).toBe(400);
    await t.db
      .update(s.linkEmail)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(s.linkEmail.usuarioId, m.id));
    expect((await reset(second)).json().detail).toBe('Link inválido, expirado ou já utilizado.');
    const [row] = await t.db
      .select()
      .from(s.linkEmail)
      .where(eq(s.linkEmail.usuarioId, m.id))
      .limit(1);
    expect(
      row ? (row.expiraEm.getTime() - row.criadoEm.getTime()) / 60_000 : 0,
    ).toBeLessThanOrEqual(30);
  });

  it('checks the new password before spending the link', async () => {
    const m = await createMember(t);
    const link = await requestReset(m.email);
    const common = await reset({ ...link, password: 'Senha@123', confirmPassword: 'Senha@123' });
    expect(common.json().errors).toEqual([
      {
        path: 'body.password',
        message: 'Senha muito comum: escolha uma senha mais difícil de adivinhar.',
      },
    ]);
    const mismatch = await reset({ ...link, confirmPassword: 'Outra#Coisa99' });
    expect(mismatch.json().errors).toEqual([
      { path: 'body.confirmPassword', message: ' - Ambos campos de senha devem ser iguais' },
    ]);
    const weak = await reset({ ...link, password: 'fraca', confirmPassword: 'fraca' });
    expect(weak.json().detail).toBe(' - Senhas não atendem os requisitos obrigatórios');
    expect((await reset(link)).statusCode).toBe(200);
  });

  it("refuses an easy-to-guess password, the link's member's words counted, and keeps the link", async () => {
    const m = await createMember(t, { nome: 'Gumercindo' });
    const link = await requestReset(m.email);
    for (const password of ['Abc12345!', 'Gumercindo@1990']) {
      const res = await reset({ ...link, password, confirmPassword: password });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toEqual([{ path: 'body.password', message: SENHA_FRACA }]);
    }
    expect((await reset(link)).statusCode).toBe(200);
  });

  it('sends at most 3 reset e-mails per account per hour, and limits each address', async () => {
    const m = await createMember(t);
    for (let i = 0; i < 3; i += 1) await requestReset(m.email);
    const fourth = await call(t, 'POST', '/Registro/esqueceu-senha', { email: m.email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe('3600');
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push(
        (await call(t, 'POST', '/Registro/esqueceu-senha', { email: 'x@y.com' }, anon(ip)))
          .statusCode,
      );
    }
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
  });
});

describe('POST /Registro/atualizar-senha', () => {
  const update = (token: string, body: object) =>
    call(t, 'POST', '/Registro/atualizar-senha', body, bearer(token));

  it('changes the password with the current one and ends every session', async () => {
    const m = await createMember(t);
    const other = await login(t, m.email);
    const { accessToken } = await login(t, m.email);
    const res = await update(accessToken, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: 'Atualização realizada com sucesso' });
    expect(res.cookies.find((c) => c.name === REFRESH)?.value).toBe('');
    expect((await call(t, 'GET', '/Perfil', undefined, bearer(other.accessToken))).statusCode).toBe(
      401,
    );
    expect((await login(t, m.email, NEW_PASSWORD)).accessToken).toBeTruthy();
  });

  it('refuses a wrong current password with 400 (not 401: no logout), and the rules', async () => {
    const m = await createMember(t);
    const { accessToken } = await login(t, m.email);
    const wrong = await update(accessToken, {
      oldPassword: 'Errada#Senha1',
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('A senha atual está incorreta.');
    const common = await update(accessToken, {
      oldPassword: PASSWORD,
      newPassword: 'Flamengo#2024',
      confirmNewPassword: 'Flamengo#2024',
    });
    expect(common.json().detail).toBe(
      'Senha muito comum: escolha uma senha mais difícil de adivinhar.',
    );
    const mismatch = await update(accessToken, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: 'x',
    });
    expect(mismatch.json().detail).toBe(' - Ambos campos de senha devem ser iguais');
    expect((await call(t, 'GET', '/Perfil', undefined, bearer(accessToken))).statusCode).toBe(200);
  });

  it("refuses an easy-to-guess new password, the member's own words counted", async () => {
    const m = await createMember(t, { nome: 'Gumercindo' });
    const { accessToken } = await login(t, m.email);
    for (const newPassword of ['Abc12345!', 'Gumercindo@1990']) {
      const res = await update(accessToken, {
        oldPassword: PASSWORD,
        newPassword,
        confirmNewPassword: newPassword,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'body.newPassword', message: SENHA_FRACA }]);
    }
    expect((await login(t, m.email)).accessToken).toBeTruthy();
  });

  it('limits wrong current passwords per member, from any address; the login asks the captcha, never locks', async () => {
    const m = await createMember(t);
    const { accessToken } = await login(t, m.email);
    const body = (oldPassword: string) => ({
      oldPassword,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    // bearer() sends each call from a fresh address: the limit is the member's own.
    for (let i = 0; i < 10; i += 1) {
      expect((await update(accessToken, body(`Errada#Senha${i}`))).statusCode).toBe(400);
    }
    const blocked = await update(accessToken, body(PASSWORD));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The failures count towards the account's captcha; the login itself is never locked.
    const asked = await call(t, 'POST', '/Autenticacao/login', { email: m.email, senha: PASSWORD });
    expect(asked.json().errors).toEqual([
      { path: 'body.captcha', message: clubePtBr.captchaNecessario },
    ]);
    const captcha = await solveCaptcha(t);
    const res = await call(t, 'POST', '/Autenticacao/login', {
      email: m.email,
      senha: PASSWORD,
      captcha,
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await call(t, 'POST', '/Registro/atualizar-senha', {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});
