import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConsentimentoAlteradoResponseSchema,
  ConsentimentosResponseSchema,
} from '@stockcar/shared/schemas/meus-dados';
import * as s from '../../../db/schema/index.ts';
import { CONSENT_TEXT_VERSION, recordConsents } from '../repository/consentimentos.ts';
import { createClubApp } from '../../../../test/club.ts';
import { TEST_API_KEY, type TestApp } from '../../../../test/helper.ts';
import { CHROME_ANDROID, loginFrom, signedInMember } from '../../../../test/meus-dados.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

/** A member who opted in to e-mail and SMS at sign-up, as `POST /Registro` records it. */
async function optedInMember() {
  const member = await signedInMember(t, { emailOptin: true, smsOptin: true });
  await recordConsents(
    t.db,
    member.m.id,
    { email: true, sms: true, whatsapp: false, termos: true },
    { origem: 'cadastro', ip: '10.1.1.1' },
  );
  return member;
}

const rowsOf = (usuarioId: number) =>
  t.db.select().from(s.consentimento).where(eq(s.consentimento.usuarioId, usuarioId));

describe('GET /MeusDados/consentimentos', () => {
  it('shows the opt-ins as they stand and every choice with its date', async () => {
    const member = await optedInMember();
    const res = await member.as('GET', '/MeusDados/consentimentos');
    expect(res.statusCode).toBe(200);
    const body = ConsentimentosResponseSchema.parse(res.json());
    expect(body.opcionais).toEqual([
      { finalidade: 'email', concedido: true },
      { finalidade: 'sms', concedido: true },
      { finalidade: 'whatsapp', concedido: false },
    ]);
    expect(body.historico.map((h) => [h.finalidade, h.concedido, h.origem])).toEqual(
      expect.arrayContaining([
        ['email', true, 'cadastro'],
        ['termos', true, 'cadastro'],
      ]),
    );
    expect(body.historico[0]?.data).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('PUT /MeusDados/consentimentos', () => {
  it('withdraws the e-mail opt-in: the account’s flag and a new history row say so', async () => {
    const member = await optedInMember();
    const ip = '10.77.0.1';
    const { as } = await loginFrom(t, member.m.email, CHROME_ANDROID, ip);
    const res = await as('PUT', '/MeusDados/consentimentos', {
      finalidade: 'email',
      concedido: false,
    });
    expect(res.statusCode).toBe(200);
    const body = ConsentimentoAlteradoResponseSchema.parse(res.json());
    expect(body.mensagem).toBe(clubePtBr.consentimentoAtualizado);
    expect(body.opcionais[0]).toEqual({ finalidade: 'email', concedido: false });
    expect(body.historico[0]).toMatchObject({
      finalidade: 'email',
      concedido: false,
      origem: 'meus-dados',
      concedidoPor: 'titular',
      versaoTexto: CONSENT_TEXT_VERSION,
    });
    expect((await as('GET', '/Perfil')).json().perfil).toMatchObject({
      emailOptin: false,
      smsOptin: true,
    });
    const [row] = (await rowsOf(member.m.id)).filter((r) => r.origem === 'meus-dados');
    expect(row?.ip).toBe(ip);
  });

  it('gives it again, and a repeated choice adds nothing to the history', async () => {
    const member = await optedInMember();
    const put = (concedido: boolean) =>
      member.as('PUT', '/MeusDados/consentimentos', { finalidade: 'whatsapp', concedido });
    expect((await put(true)).json().opcionais[2]).toEqual({
      finalidade: 'whatsapp',
      concedido: true,
    });
    await put(true);
    await put(false);
    const mine = (await rowsOf(member.m.id)).filter((r) => r.origem === 'meus-dados');
    expect(mine.map((r) => [r.finalidade, r.concedido])).toEqual([
      ['whatsapp', true],
      ['whatsapp', false],
    ]);
    const [account] = await t.db.select().from(s.usuario).where(eq(s.usuario.id, member.m.id));
    expect(account?.whatsappOptin).toBe(false);
  });

  it('refuses the consents that are not optional, and any other member’s history stays out', async () => {
    const member = await optedInMember();
    const other = await optedInMember();
    await other.as('PUT', '/MeusDados/consentimentos', { finalidade: 'sms', concedido: false });
    const refused = await member.as('PUT', '/MeusDados/consentimentos', {
      finalidade: 'termos',
      concedido: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(clubePtBr.consentimentoInvalido);
    const mine = ConsentimentosResponseSchema.parse(
      (await member.as('GET', '/MeusDados/consentimentos')).json(),
    );
    expect(mine.historico).toHaveLength(4);
    expect(mine.historico.some((h) => h.origem === 'meus-dados')).toBe(false);
  });

  it('needs a live session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/MeusDados/consentimentos',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: { finalidade: 'email', concedido: false },
    });
    expect(res.statusCode).toBe(401);
  });
});
