import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../db/schema/index.ts';
import {
  PASSWORD,
  birthDateForAge,
  call,
  createProSeriesDrivers,
  linksOf,
  login,
  readySignUp,
  signUp,
  solveCaptcha,
  setupClub,
  type FakeSmtp,
} from '../../../../test/club.ts';
import type { TestApp } from '../../../../test/helper.ts';

let t: TestApp;
let smtp: FakeSmtp;
let driverId: number;

setupClub({}, async (ctx) => {
  ({ t, smtp } = ctx);
  driverId = (await createProSeriesDrivers(t.db, 1))[0]?.id ?? 0;
});

/** Signs up and returns the links e-mailed to the member and to the guardian. */
async function signUpWithLinks(overrides: Record<string, unknown> = {}) {
  const body = await readySignUp(t, driverId, overrides);
  const before = smtp.received.length;
  const res = await call(t, 'POST', '/Registro', body);
  expect(res.statusCode).toBe(201);
  const guardian = overrides.EmailResponsavel as string | undefined;
  const mails = (await smtp.waitFor(before + (guardian ? 2 : 1))).slice(before);
  const linkTo = (email: string) => {
    const mail = mails.find((m) => m.to.includes(email));
    return mail ? linksOf(mail)[0] : undefined;
  };
  return {
    body,
    res,
    member: linkTo(body.email),
    guardian: guardian ? linkTo(guardian) : undefined,
  };
}

const loginStatus = async (email: string) =>
  (await call(t, 'POST', '/Autenticacao/login', { email, senha: PASSWORD })).statusCode;

describe('guardian authorisation for ages 14 to 17', () => {
  it('keeps the account inactive until the guardian follows the link', async () => {
    const { body, res, member, guardian } = await signUpWithLinks({
      dataNascimento: birthDateForAge(15),
      EmailResponsavel: 'mae.responsavel@exemplo.com',
    });
    expect(res.json().aguardandoResponsavel).toBe(true);
    expect(guardian?.pathname).toBe('/stockclub/confirmacao-registro');
    expect(guardian?.searchParams.get('hash')).toBeNull();
    const resp = guardian?.searchParams.get('resp') ?? '';
    expect(Buffer.from(guardian?.searchParams.get('u') ?? '', 'base64').toString()).toBe(
      body.email,
    );

    const activated = await call(t, 'POST', '/Registro/confirmacao', {
      hash: member?.searchParams.get('hash'),
    });
    expect(activated.json().user).toMatchObject({
      ativo: false,
      emailConfirmado: true,
      aguardandoResponsavel: true,
    });
    expect(await loginStatus(body.email)).toBe(403);

    const authorised = await call(t, 'POST', '/Registro/autorizacao-responsavel', { hash: resp });
    expect(authorised.statusCode).toBe(200);
    expect(authorised.json().user).toMatchObject({ ativo: true, aguardandoResponsavel: false });
    expect((await login(t, body.email)).accessToken).toBeTruthy();

    const [row] = await t.db.select().from(s.usuario).where(eq(s.usuario.email, body.email));
    const [consent] = await t.db
      .select()
      .from(s.consentimento)
      .where(eq(s.consentimento.finalidade, 'autorizacao-responsavel'));
    expect(consent).toMatchObject({
      usuarioId: row?.id,
      concedido: true,
      concedidoPor: 'responsavel:mae.responsavel@exemplo.com',
    });
    expect(
      (await call(t, 'POST', '/Registro/autorizacao-responsavel', { hash: resp })).statusCode,
    ).toBe(400);
  });

  it('works in either order, and a link of one kind does not serve the other call', async () => {
    const { body, member, guardian } = await signUpWithLinks({
      dataNascimento: birthDateForAge(17),
      EmailResponsavel: 'pai.responsavel@exemplo.com',
    });
    const hash = member?.searchParams.get('hash') ?? '';
    const resp = guardian?.searchParams.get('resp') ?? '';
    expect((await call(t, 'POST', '/Registro/autorizacao-responsavel', { hash })).statusCode).toBe(
      400,
    );
    expect((await call(t, 'POST', '/Registro/confirmacao', { hash: resp })).statusCode).toBe(400);
    const first = await call(t, 'POST', '/Registro/autorizacao-responsavel', { hash: resp });
    expect(first.json().user).toMatchObject({ ativo: false, emailConfirmado: false });
    const second = await call(t, 'POST', '/Registro/confirmacao', { hash });
    expect(second.json().user.ativo).toBe(true);
    expect(await loginStatus(body.email)).toBe(200);
  });

  it('guardian links last 7 days, activation links 24 hours', async () => {
    const { body, member, guardian } = await signUpWithLinks({
      dataNascimento: birthDateForAge(14),
      EmailResponsavel: 'tia.responsavel@exemplo.com',
    });
    const [row] = await t.db.select().from(s.usuario).where(eq(s.usuario.email, body.email));
    const links = await t.db
      .select()
      .from(s.linkEmail)
      .where(eq(s.linkEmail.usuarioId, row?.id ?? 0));
    const ttl = (tipo: string) => {
      const l = links.find((x) => x.tipo === tipo);
      return l ? (l.expiraEm.getTime() - l.criadoEm.getTime()) / 3600_000 : 0;
    };
    expect(Math.round(ttl('ativacao'))).toBe(24);
    expect(Math.round(ttl('responsavel'))).toBe(7 * 24);
    // Stored hashed: the e-mailed secret is not in the table.
    expect(links.some((l) => l.tokenHash === member?.searchParams.get('hash'))).toBe(false);

    await t.db.update(s.linkEmail).set({ expiraEm: new Date(Date.now() - 1000) });
    const expired = await call(t, 'POST', '/Registro/autorizacao-responsavel', {
      hash: guardian?.searchParams.get('resp'),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe('Link inválido, expirado ou já utilizado.');
    expect(
      (await call(t, 'POST', '/Registro/confirmacao', { hash: member?.searchParams.get('hash') }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a guardian e-mail equal to the member’s or with +', async () => {
    const body = signUp({
      dataNascimento: birthDateForAge(16),
      responses: [{ idPesquisaPerfil: 1, resposta: String(driverId) }],
    });
    for (const [EmailResponsavel, detail] of [
      [body.email, 'O e-mail do responsável deve ser diferente do seu e-mail.'],
      ['mae+filho@exemplo.com', 'E-mail do responsável inválido'],
    ]) {
      const res = await call(t, 'POST', '/Registro', {
        ...body,
        EmailResponsavel,
        captcha: await solveCaptcha(t),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'body.EmailResponsavel', message: detail }]);
    }
  });

  it('refuses malformed hashes before looking them up', async () => {
    const res = await call(t, 'POST', '/Registro/confirmacao', { hash: 'curto' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Link inválido, expirado ou já utilizado.');
  });
});
