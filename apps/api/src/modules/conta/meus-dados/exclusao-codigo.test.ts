import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import * as s from '../../../db/schema/index.ts';
import { MINUTE, PASSWORD, createClubApp, lastSmsCode } from '../../../../test/club.ts';
import type { TestApp } from '../../../../test/helper.ts';
import { signedInMember, type SignedIn } from '../../../../test/meus-dados.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

const askCode = (member: SignedIn) => member.as('POST', '/MeusDados/exclusao/codigo');
const erase = (member: SignedIn, body: object) => member.as('POST', '/MeusDados/exclusao', body);

/** Moves the member's codes back in time, past the SMS waits. */
const ageCodes = (usuarioId: number, ms: number) =>
  t.db
    .update(s.codigoSms)
    .set({ criadoEm: new Date(Date.now() - ms) })
    .where(eq(s.codigoSms.usuarioId, usuarioId));

const codeRow = async (usuarioId: number) => {
  const [row] = await t.db
    .select()
    .from(s.codigoSms)
    .where(and(eq(s.codigoSms.usuarioId, usuarioId), eq(s.codigoSms.finalidade, 'exclusao')));
  return row;
};

const stillThere = async (usuarioId: number) =>
  (await t.db.select().from(s.usuario).where(eq(s.usuario.id, usuarioId))).length === 1;

describe('POST /MeusDados/exclusao/codigo', () => {
  it('sends a 6-digit code to the phone on file; a resend waits 120 s, like the phone’s', async () => {
    const member = await signedInMember(t);
    const res = await askCode(member);
    expect(res.statusCode).toBe(200);
    expect(CodigoEnviadoResponseSchema.parse(res.json())).toEqual({
      mensagem: clubePtBr.tokenEnviado,
      reenvioEmSegundos: 120,
      expiraEmSegundos: 600,
    });
    expect(await lastSmsCode(t.db, member.e164)).toMatch(/^\d{6}$/);

    const soon = await askCode(member);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().detail).toBe(clubePtBr.aguardeReenvio);
    await ageCodes(member.m.id, 90_000);
    expect((await askCode(member)).statusCode).toBe(429);
    await ageCodes(member.m.id, 121_000);
    expect((await askCode(member)).statusCode).toBe(200);
  });

  it('asks for an SMS-capable phone first', async () => {
    for (const telefone of ['', '(11) 3333-4444']) {
      const member = await signedInMember(t, { telefone, celularAtivo: false });
      const res = await askCode(member);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(clubePtBr.exclusaoSemCelular);
    }
  });
});

describe('POST /MeusDados/exclusao refusals', () => {
  it('needs a code asked for first', async () => {
    const member = await signedInMember(t);
    const res = await erase(member, { senha: PASSWORD, codigo: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.codigo', message: clubePtBr.codigoInvalido }]);
    expect(await stillThere(member.m.id)).toBe(true);
  });

  it('a wrong password spends one of the code’s 5 tries; then the code is void', async () => {
    const member = await signedInMember(t);
    await askCode(member);
    const codigo = (await lastSmsCode(t.db, member.e164)) ?? '';
    const wrong = codigo === '000000' ? '111111' : '000000';

    const badPassword = await erase(member, { senha: 'Errada#Senha1', codigo });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().errors).toEqual([
      { path: 'body.senha', message: clubePtBr.exclusaoSenhaIncorreta },
    ]);
    expect((await codeRow(member.m.id))?.tentativas).toBe(1);

    for (let i = 0; i < 4; i += 1) {
      const res = await erase(member, { senha: PASSWORD, codigo: wrong });
      expect(res.json().errors[0].path).toBe('body.codigo');
    }
    const late = await erase(member, { senha: PASSWORD, codigo });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(clubePtBr.codigoEsgotado);
    expect(await stillThere(member.m.id)).toBe(true);
  });

  it('says nothing about the password without the right code', async () => {
    const member = await signedInMember(t);
    await askCode(member);
    const codigo = (await lastSmsCode(t.db, member.e164)) ?? '';
    const wrong = codigo === '000000' ? '111111' : '000000';
    // Right or wrong, the password is not judged with a wrong code: only the code is refused.
    for (const senha of [PASSWORD, 'Errada#Senha1']) {
      const res = await erase(member, { senha, codigo: wrong });
      expect(res.json().errors).toEqual([
        { path: 'body.codigo', message: clubePtBr.codigoInvalido },
      ]);
    }
    expect(await stillThere(member.m.id)).toBe(true);
  });

  it('parallel wrong passwords get no more than the code’s 5 tries between them', async () => {
    const member = await signedInMember(t);
    await askCode(member);
    const codigo = (await lastSmsCode(t.db, member.e164)) ?? '';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => erase(member, { senha: 'Errada#Senha1', codigo })),
    );
    const paths = answers.map((res) => res.json().errors?.[0]?.path);
    // Only a claimed try gets its password checked; every other answer is about the code.
    expect(paths.filter((path) => path === 'body.senha')).toHaveLength(5);
    expect(paths.filter((path) => path === 'body.codigo')).toHaveLength(7);
    expect((await codeRow(member.m.id))?.tentativas).toBe(5);
    expect((await erase(member, { senha: PASSWORD, codigo })).json().detail).toBe(
      clubePtBr.codigoEsgotado,
    );
    expect(await stillThere(member.m.id)).toBe(true);
  });

  it('refuses an expired code and a malformed one', async () => {
    const member = await signedInMember(t);
    await askCode(member);
    const codigo = (await lastSmsCode(t.db, member.e164)) ?? '';
    const short = await erase(member, { senha: PASSWORD, codigo: '1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe(clubePtBr.codigoInvalido);
    await t.db
      .update(s.codigoSms)
      .set({ expiraEm: new Date(Date.now() - MINUTE) })
      .where(eq(s.codigoSms.usuarioId, member.m.id));
    const expired = await erase(member, { senha: PASSWORD, codigo });
    expect(expired.json().detail).toBe(clubePtBr.codigoInvalido);
    expect(await stillThere(member.m.id)).toBe(true);
  });

  it('a code sent for another purpose does not delete the account', async () => {
    const member = await signedInMember(t);
    const change = await member.as('POST', '/Perfil/telefone', {
      telefoneAntigo: member.m.telefone,
      telefoneNovo: '(21) 99876-5432',
    });
    expect(change.statusCode).toBe(200);
    const codigo = (await lastSmsCode(t.db, '+5521998765432')) ?? '';
    const res = await erase(member, { senha: PASSWORD, codigo });
    expect(res.statusCode).toBe(400);
    expect(await stillThere(member.m.id)).toBe(true);
  });
});
