import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { sessaoFamilia, staff } from '../../db/schema/index.ts';
import { issueSetupLink } from './repository.ts';
import { DEV_DEFAULTS } from '../../config.ts';
import { anon, bearer } from '../../../test/club.ts';
import {
  STAFF_PASSWORD,
  createConsoleApp,
  createStaff,
  staffHeaders,
} from '../../../test/staff.ts';
import { present } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createConsoleApp();
});
afterAll(() => t.close());

const signIn = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/sessao', headers: anon(), payload: body });
const cookieOf = (res: { cookies: { name: string; value: string; path?: string }[] }) =>
  res.cookies.find((c) => c.name === 'stockstaff_rt');

describe('staff sign-in (password + authenticator code)', () => {
  it('signs in with password and the current code; the refresh cookie is HttpOnly and pinned to the session routes', async () => {
    const account = await createStaff(t, 'editor');
    const res = await signIn({
      email: account.email,
      senha: STAFF_PASSWORD,
      codigo: await generate({ secret: account.secret }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toEqual({
      id: account.id,
      email: account.email,
      nome: account.nome,
      papel: 'editor',
    });
    const cookie = cookieOf(res);
    expect(cookie?.path).toBe('/api/v1/admin/sessao');
    expect(res.headers['set-cookie']).toMatch(/HttpOnly/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/eu',
      headers: bearer(res.json().accessToken),
    });
    expect(me.json().email).toBe(account.email);
  });

  it('refuses a wrong password, a wrong code and a code used twice, with one Portuguese message', async () => {
    const account = await createStaff(t, 'marketing');
    const code = await generate({ secret: account.secret });
    const wrongPassword = await signIn({
      email: account.email,
      senha: 'nao-e-a-senha',
      codigo: code,
    });
    const wrongCode = await signIn({
      email: account.email,
      senha: STAFF_PASSWORD,
      codigo: code === '000000' ? '111111' : '000000',
    });
    const first = await signIn({ email: account.email, senha: STAFF_PASSWORD, codigo: code });
    const replay = await signIn({ email: account.email, senha: STAFF_PASSWORD, codigo: code });
    expect([
      wrongPassword.statusCode,
      wrongCode.statusCode,
      first.statusCode,
      replay.statusCode,
    ]).toEqual([401, 401, 200, 401]);
    expect(replay.json().detail).toBe('E-mail, senha ou código inválidos.');
  });

  it('refuses an unknown e-mail, a deactivated account and one not set up yet', async () => {
    const off = await createStaff(t, 'club');
    await t.db.update(staff).set({ ativo: false }).where(eq(staff.id, off.id));
    const [pending] = await t.db
      .insert(staff)
      .values({ email: 'pendente@staff.test', nome: 'Pendente', papel: 'club' })
      .returning();
    for (const email of ['ninguem@staff.test', off.email, present(pending).email]) {
      const res = await signIn({
        email,
        senha: STAFF_PASSWORD,
        codigo: await generate({ secret: off.secret }),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('rotates the refresh cookie, and signing out ends the session', async () => {
    const account = await createStaff(t, 'commercial');
    const login = await signIn({
      email: account.email,
      senha: STAFF_PASSWORD,
      codigo: await generate({ secret: account.secret }),
    });
    const first = present(cookieOf(login)).value;
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/sessao/renovar',
      headers: anon(),
      cookies: { stockstaff_rt: first },
    });
    expect(refresh.statusCode).toBe(200);
    const second = present(cookieOf(refresh)).value;
    expect(second).not.toBe(first);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/sessao/sair',
      headers: anon(),
      cookies: { stockstaff_rt: second },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/sessao/renovar',
      headers: anon(),
      cookies: { stockstaff_rt: second },
    });
    expect(after.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/eu',
      headers: bearer(refresh.json().accessToken),
    });
    expect(me.statusCode).toBe(401);
  });

  it('keeps audiences apart: a member token never opens the console, a staff token never a member route', async () => {
    const { headers } = await staffHeaders(t, 'admin');
    const memberRoute = await t.app.inject({ method: 'GET', url: '/api/v1/Perfil', headers });
    expect(memberRoute.statusCode).toBe(401);
    const memberToken = t.app.jwt.sign({ sub: '1', sid: 'x' });
    const console = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/eu',
      headers: bearer(memberToken),
    });
    expect(console.statusCode).toBe(401);
    const families = await t.db.select().from(sessaoFamilia);
    expect(families.every((f) => (f.usuarioId === null) !== (f.staffId === null))).toBe(true);
  });
});

describe('set-up link (password + authenticator enrolment)', () => {
  it('shows the QR code once, takes a password and the first code, then the account signs in; the link is spent', async () => {
    const [row] = await t.db
      .insert(staff)
      .values({ email: 'nova@staff.test', nome: 'Nova Pessoa', papel: 'editor' })
      .returning();
    const token = await issueSetupLink(t.db, present(row).id, DEV_DEFAULTS.STAFF_TOTP_KEY, 72);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/convite/${token}`,
      headers: anon(),
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = present(new URL(view.json().otpauthUrl).searchParams.get('secret'));
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/convite/${token}`,
        headers: anon(),
        payload: body,
      });

    const short = await post({ senha: 'curta', codigo: '123456' });
    expect(short.statusCode).toBe(400);
    const badCode = await post({
      senha: 'Uma senha bem longa 2026',
      codigo: (await generate({ secret })) === '000000' ? '111111' : '000000',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors[0].path).toBe('body.codigo');
    const code = await generate({ secret });
    expect((await post({ senha: 'Uma senha bem longa 2026', codigo: code })).statusCode).toBe(204);
    expect((await post({ senha: 'Uma senha bem longa 2026', codigo: code })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/convite/${token}`,
          headers: anon(),
        })
      ).statusCode,
    ).toBe(404);

    // The enrolment code is spent too: sign-in needs the next one.
    const replay = await signIn({
      email: 'nova@staff.test',
      senha: 'Uma senha bem longa 2026',
      codigo: code,
    });
    expect(replay.statusCode).toBe(401);
    const [stored] = await t.db
      .select()
      .from(staff)
      .where(eq(staff.id, present(row).id));
    expect(present(stored).senhaHash).toMatch(/^\$argon2id\$/);
    expect(present(stored).totpSegredo).not.toContain(secret);
  });
});
