import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FanpushConfirmadoResponseSchema } from '@stockcar/shared/schemas/fanpush';
import * as s from '../../db/schema/index.ts';
import { MINUTE, createClubApp, lastSmsCode, solveCaptcha } from '../../../test/club.ts';
import { countersOf, createFanpush, createVoter } from '../../../test/fanpush.ts';
import type { TestApp } from '../../../test/helper.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

/** A member with pending picks of the first 3 drivers and the token sent for them. */
async function pending(picks = [0, 1, 2]) {
  const fp = await createFanpush(t.db);
  const v = await createVoter(t);
  const vote = (idx: number[]) =>
    solveCaptcha(t).then((captcha) =>
      v.as('POST', '/Fanpush', {
        captcha,
        idEtapaFanpush: fp.idEtapaFanpush,
        piloto: idx.map((i) => fp.drivers[i]),
      }),
    );
  expect((await vote(picks)).statusCode).toBe(200);
  const token = (await lastSmsCode(t.db, v.e164)) ?? '';
  const confirm = (tok = token) =>
    v.as('POST', '/Fanpush/token', { idEtapaFanpush: fp.idEtapaFanpush, token: tok });
  /** Moves the member's SMS back in time, past the resend waits. */
  const age = (ms: number) =>
    t.db
      .update(s.codigoSms)
      .set({ criadoEm: new Date(Date.now() - ms) })
      .where(eq(s.codigoSms.usuarioId, v.m.id));
  return { fp, v, token, vote, confirm, age, wrong: token === '000000' ? '111111' : '000000' };
}

const ids = (fp: Awaited<ReturnType<typeof createFanpush>>, idx: number[]) =>
  idx.map((i) => fp.drivers[i]?.id);

describe('POST /Fanpush/token', () => {
  it('confirms the vote; it counts once and a second vote is a 409', async () => {
    const { fp, v, confirm, vote } = await pending();
    const res = await confirm();
    expect(res.statusCode).toBe(200);
    const body = FanpushConfirmadoResponseSchema.parse(res.json());
    expect(body.mensagem).toBe(clubePtBr.fanpushVotoConfirmado);
    expect(body.fanpush).toMatchObject({ usuarioVotou: true, validado: true });
    expect(body.fanpush.listaPilotosVoto.map((p) => p.id)).toEqual(ids(fp, [0, 1, 2]));
    const counters = await countersOf(t.db, fp.vote.id);
    expect(ids(fp, [0, 1, 2, 3, 4]).map((id) => counters.get(id ?? 0))).toEqual([1, 1, 1, 0, 0]);

    expect((await confirm()).statusCode).toBe(409);
    const again = await vote([2, 3, 4]);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(clubePtBr.fanpushJaVotou);
    const state = await v.as('GET', `/Fanpush/validacao/${fp.idEtapaFanpush}`);
    expect(state.json()).toMatchObject({ validado: true, tokenPendente: false });
  });

  it('new picks replace the pending ones and void their token', async () => {
    const { fp, v, token, vote, confirm, age } = await pending();
    await age(2 * MINUTE);
    expect((await vote([2, 3, 4])).statusCode).toBe(200);
    const second = (await lastSmsCode(t.db, v.e164)) ?? '';
    if (second !== token) expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
    const counters = await countersOf(t.db, fp.vote.id);
    expect(ids(fp, [0, 1, 2, 3, 4]).map((id) => counters.get(id ?? 0))).toEqual([0, 0, 1, 1, 1]);
  });

  it('refuses a wrong and an expired token; nothing counts', async () => {
    const { fp, v, confirm, wrong } = await pending();
    const bad = await confirm(wrong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(clubePtBr.codigoInvalido);
    await t.db
      .update(s.codigoSms)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(s.codigoSms.usuarioId, v.m.id));
    const expired = await confirm();
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe(clubePtBr.codigoInvalido);
    expect([...(await countersOf(t.db, fp.vote.id)).values()].every((n) => n === 0)).toBe(true);
    const short = await confirm('1234');
    expect(short.statusCode).toBe(400);
  });

  it('voids the token after 5 wrong tries', async () => {
    const { confirm, wrong } = await pending();
    for (let i = 0; i < 4; i += 1)
      expect((await confirm(wrong)).json().detail).toBe(clubePtBr.codigoInvalido);
    expect((await confirm(wrong)).json().detail).toBe(clubePtBr.codigoEsgotado);
    const late = await confirm();
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(clubePtBr.codigoEsgotado);
  });

  it('refuses a confirmation after the window closed, or without pending picks', async () => {
    const { fp, confirm } = await pending();
    await t.db
      .update(s.fanpush)
      .set({ dataFimVotacao: new Date(Date.now() - 1000) })
      .where(eq(s.fanpush.id, fp.vote.id));
    const closed = await confirm();
    expect(closed.json().detail).toBe(clubePtBr.fanpushEncerrado);
    const other = await createFanpush(t.db);
    const v = await createVoter(t);
    const none = await v.as('POST', '/Fanpush/token', {
      idEtapaFanpush: other.idEtapaFanpush,
      token: '123456',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(clubePtBr.fanpushSemVotoPendente);
  });

  it('binds the token to its stage: a code sent for one stage confirms no other', async () => {
    const { fp, v, token, age } = await pending();
    await age(2 * MINUTE);
    const other = await createFanpush(t.db);
    const picked = await v.as('POST', '/Fanpush', {
      captcha: await solveCaptcha(t),
      idEtapaFanpush: other.idEtapaFanpush,
      piloto: other.drivers.slice(0, 3),
    });
    expect(picked.statusCode).toBe(200);
    const otherToken = (await lastSmsCode(t.db, v.e164)) ?? '';
    if (otherToken !== token) {
      const crossed = await v.as('POST', '/Fanpush/token', {
        idEtapaFanpush: other.idEtapaFanpush,
        token,
      });
      expect(crossed.statusCode).toBe(400);
      expect(crossed.json().detail).toBe(clubePtBr.codigoInvalido);
    }
    const own = await v.as('POST', '/Fanpush/token', {
      idEtapaFanpush: other.idEtapaFanpush,
      token: otherToken,
    });
    expect(own.statusCode).toBe(200);
    // Only the stage the code was sent for counts; the first stage's picks stay unconfirmed.
    expect([...(await countersOf(t.db, fp.vote.id)).values()].every((n) => n === 0)).toBe(true);
    const counted = await countersOf(t.db, other.vote.id);
    expect(ids(other, [0, 1, 2]).map((id) => counted.get(id ?? 0))).toEqual([1, 1, 1]);
  });

  it('needs the active phone at confirmation too', async () => {
    const { v, confirm } = await pending();
    await t.db.update(s.usuario).set({ celularAtivo: false }).where(eq(s.usuario.id, v.m.id));
    expect((await confirm()).statusCode).toBe(403);
  });
});

describe('POST /Fanpush/reenvio-token', () => {
  it('resends after 120 s only; the new token confirms, the old one does not', async () => {
    const { fp, v, token, confirm, age } = await pending();
    const resend = () =>
      v.as('POST', '/Fanpush/reenvio-token', { idEtapaFanpush: fp.idEtapaFanpush });
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json().detail).toBe(clubePtBr.aguardeReenvio);
    await age(3 * MINUTE);
    const res = await resend();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mensagem: clubePtBr.tokenEnviado,
      reenvioEmSegundos: 120,
      expiraEmSegundos: 600,
    });
    const second = (await lastSmsCode(t.db, v.e164)) ?? '';
    expect(second).not.toBe('');
    if (second !== token) expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('has nothing to resend without pending picks', async () => {
    const fp = await createFanpush(t.db);
    const v = await createVoter(t);
    const res = await v.as('POST', '/Fanpush/reenvio-token', { idEtapaFanpush: fp.idEtapaFanpush });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(clubePtBr.fanpushSemVotoPendente);
  });
});
