import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../db/schema/index.ts';
import {
  MINUTE,
  PASSWORD,
  REFRESH,
  anon,
  bearer,
  call,
  createClubApp,
  createMember,
  login,
  refreshCookie,
  setupClub,
  type FakeSmtp,
} from '../../../../test/club.ts';
import type { TestApp } from '../../../../test/helper.ts';

let t: TestApp;
let smtp: FakeSmtp;

setupClub({ SESSION_REUSE_GRACE_SECONDS: '0' }, async (ctx) => {
  ({ t, smtp } = ctx);
});

const refresh = (token: string) =>
  call(t, 'POST', '/Autenticacao/refresh', undefined, anon(), { [REFRESH]: token });
const perfil = (token: string) => call(t, 'GET', '/Perfil', undefined, bearer(token));

describe('POST /Autenticacao/login', () => {
  it('gives a 15-minute access token and the refresh token in a strict HttpOnly cookie', async () => {
    const m = await createMember(t);
    const res = await call(t, 'POST', '/Autenticacao/login', {
      email: m.email.toUpperCase(),
      senha: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/v1/Autenticacao',
    });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await perfil(res.json().accessToken)).json().perfil.email).toBe(m.email);
    // Only the hash of the refresh token is stored.
    const stored = await t.db.select().from(s.sessaoToken);
    expect(stored.some((r) => r.tokenHash === cookie?.value)).toBe(false);
  });

  it('refuses a wrong password or an unknown e-mail with 400, never 401', async () => {
    const m = await createMember(t);
    const wrong = await call(t, 'POST', '/Autenticacao/login', {
      email: m.email,
      senha: 'Errada#Senha1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('E-mail ou senha incorretos.');
    const unknown = await call(t, 'POST', '/Autenticacao/login', {
      email: 'ninguem@exemplo.com',
      senha: PASSWORD,
    });
    expect(unknown.json().detail).toBe('E-mail ou senha incorretos.');
    const bad = await call(t, 'POST', '/Autenticacao/login', { email: 'sem-arroba', senha: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'body.email',
      'body.senha',
    ]);
  });

  it('tells an account that cannot log in yet what it waits for, only after the right password', async () => {
    const guardian = await createMember(t, {
      exigeResponsavel: true,
      emailResponsavel: 'mae@exemplo.com',
    });
    const sms = await createMember(t, { codigoSmsPendente: true, emailConfirmadoEm: null });
    const cases = [
      [
        guardian.email,
        'Conta aguardando a autorização do responsável. Verifique o e-mail enviado para ele.',
      ],
      [sms.email, 'Confirme o código enviado por SMS para o seu celular antes de entrar.'],
    ];
    for (const [email, detail] of cases) {
      const res = await call(t, 'POST', '/Autenticacao/login', { email, senha: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(detail);
      const wrong = await call(t, 'POST', '/Autenticacao/login', { email, senha: 'Errada#Senha1' });
      expect(wrong.statusCode).toBe(400);
    }
  });

  it('sends a new activation link when the old one expired', async () => {
    const m = await createMember(t, { emailConfirmadoEm: null });
    const before = smtp.received.length;
    const res = await call(t, 'POST', '/Autenticacao/login', { email: m.email, senha: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('enviamos um novo link de ativação');
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.to).toEqual([m.email]);
    // With a live link, no new e-mail: the member is told to look for it.
    const again = await call(t, 'POST', '/Autenticacao/login', { email: m.email, senha: PASSWORD });
    expect(again.json().detail).toBe(
      'Conta ainda não ativada. Verifique o e-mail de ativação que enviamos para você.',
    );
    expect(smtp.received.length).toBe(before + 1);
  });
});

// Login throttling (pair, address, captcha per account) is in login-limits.test.ts.

describe('POST /Autenticacao/refresh', () => {
  it('rotates: a new access token and a new cookie; the old cookie is spent', async () => {
    const m = await createMember(t);
    const first = await login(t, m.email);
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const next = refreshCookie(res)?.value ?? '';
    expect(next).not.toBe(first.refresh);
    expect((await perfil(res.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('reusing a rotated token revokes the whole family (both tokens and their access tokens)', async () => {
    const m = await createMember(t);
    const first = await login(t, m.email);
    const rotated = await refresh(first.refresh);
    const stolen = await refresh(first.refresh);
    expect(stolen.statusCode).toBe(401);
    expect(refreshCookie(stolen)?.value).toBe('');
    expect((await refresh(refreshCookie(rotated)?.value ?? '')).statusCode).toBe(401);
    expect((await perfil(rotated.json().accessToken)).statusCode).toBe(401);
    expect((await perfil(first.accessToken)).statusCode).toBe(401);
    // Another login of the same member is another family: untouched.
    const other = await login(t, m.email);
    expect((await perfil(other.accessToken)).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or expired cookie with 401', async () => {
    expect((await call(t, 'POST', '/Autenticacao/refresh')).statusCode).toBe(401);
    expect((await refresh('nao-existe')).statusCode).toBe(401);
    const m = await createMember(t);
    const session = await login(t, m.email);
    await t.db.update(s.sessaoToken).set({ expiraEm: new Date(Date.now() - 1000) });
    const expired = await refresh(session.refresh);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe('Sessão expirada. Faça login novamente.');
  });
});

describe('POST /Autenticacao/logout', () => {
  it('ends only this session, clears the cookie, and its access token stops working', async () => {
    const m = await createMember(t);
    const a = await login(t, m.email);
    const b = await login(t, m.email);
    const res = await call(t, 'POST', '/Autenticacao/logout', undefined, anon(), {
      [REFRESH]: a.refresh,
    });
    expect(res.statusCode).toBe(204);
    expect(refreshCookie(res)).toMatchObject({ value: '', path: '/api/v1/Autenticacao' });
    expect((await refresh(a.refresh)).statusCode).toBe(401);
    expect((await perfil(a.accessToken)).statusCode).toBe(401);
    // The other device stays signed in (issue 12: logout ended every session).
    expect((await perfil(b.accessToken)).statusCode).toBe(200);
    expect((await refresh(b.refresh)).statusCode).toBe(200);
  });

  it('works with the bearer alone, ending that session only', async () => {
    const m = await createMember(t);
    const a = await login(t, m.email);
    const b = await login(t, m.email);
    expect(
      (await call(t, 'POST', '/Autenticacao/logout', undefined, bearer(a.accessToken))).statusCode,
    ).toBe(204);
    expect((await perfil(a.accessToken)).statusCode).toBe(401);
    expect((await perfil(b.accessToken)).statusCode).toBe(200);
  });

  it('answers 401 and ends nothing when no live session is proven', async () => {
    const m = await createMember(t);
    const a = await login(t, m.email);
    const none = await call(t, 'POST', '/Autenticacao/logout');
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toContain('application/problem+json');
    // A token signed with the secret but without a session id (finding 1 of issue 12).
    const forged = t.app.jwt.sign({ sub: String(m.id) });
    const res = await call(t, 'POST', '/Autenticacao/logout', undefined, bearer(forged));
    expect(res.statusCode).toBe(401);
    // A signed id past the database's integer range is refused, not a database error.
    const huge = t.app.jwt.sign({ sub: '99999999999', sid: 'x' });
    expect(
      (await call(t, 'POST', '/Autenticacao/logout', undefined, bearer(huge))).statusCode,
    ).toBe(401);
    expect((await perfil(huge)).statusCode).toBe(401);
    // A token of another, already ended session of the same member.
    const ended = await login(t, m.email);
    await call(t, 'POST', '/Autenticacao/logout', undefined, bearer(ended.accessToken));
    const again = await call(
      t,
      'POST',
      '/Autenticacao/logout',
      undefined,
      bearer(ended.accessToken),
    );
    expect(again.statusCode).toBe(401);
    expect((await perfil(a.accessToken)).statusCode).toBe(200);
    expect((await refresh(a.refresh)).statusCode).toBe(200);
  });
});

describe('401 rules (fan-club.md §8)', () => {
  it("answers 'Usuário não encontrado' when the token's member no longer exists", async () => {
    const m = await createMember(t);
    const { accessToken } = await login(t, m.email);
    await t.db.delete(s.usuario).where(eq(s.usuario.id, m.id));
    const res = await perfil(accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Usuário não encontrado');
  });

  it('refuses a missing, forged or session-less token', async () => {
    expect((await call(t, 'GET', '/Perfil')).statusCode).toBe(401);
    const m = await createMember(t);
    const { accessToken } = await login(t, m.email);
    expect((await perfil(`${accessToken}x`)).statusCode).toBe(401);
    const noSession = t.app.jwt.sign({ sub: String(m.id) });
    expect((await perfil(noSession)).json().detail).toBe('Sessão expirada. Faça login novamente.');
  });
});

describe('refresh grace for two tabs', () => {
  it('a token reused within the grace window gets a fresh token instead of a revocation', async () => {
    const g = await createClubApp({ SESSION_REUSE_GRACE_SECONDS: '30' });
    try {
      const m = await createMember(g);
      const first = await login(g, m.email);
      const cookie = { [REFRESH]: first.refresh };
      const tab1 = await call(g, 'POST', '/Autenticacao/refresh', undefined, anon(), cookie);
      const tab2 = await call(g, 'POST', '/Autenticacao/refresh', undefined, anon(), cookie);
      expect([tab1.statusCode, tab2.statusCode]).toEqual([200, 200]);
      await g.db
        .update(s.sessaoToken)
        .set({ substituidoEm: new Date(Date.now() - MINUTE) })
        .where(
          eq(
            s.sessaoToken.tokenHash,
            (await g.db.select().from(s.sessaoToken))[0]?.tokenHash ?? '',
          ),
        );
      expect(
        (await call(g, 'POST', '/Autenticacao/refresh', undefined, anon(), cookie)).statusCode,
      ).toBe(401);
    } finally {
      await g.close();
    }
  });
});
