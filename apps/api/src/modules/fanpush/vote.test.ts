import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@stockcar/shared/schemas/common';
import {
  FanpushResponseSchema,
  FanpushValidacaoResponseSchema,
} from '@stockcar/shared/schemas/fanpush';
import { createClubApp, lastSmsCode, solveCaptcha } from '../../../test/club.ts';
import { HOUR, createFanpush, createVoter } from '../../../test/fanpush.ts';
import { TEST_API_KEY, type TestApp } from '../../../test/helper.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

type Fp = Awaited<ReturnType<typeof createFanpush>>;
const body = async (fp: Fp, picks = fp.drivers.slice(0, 3), extra: object = {}) => ({
  captcha: await solveCaptcha(t),
  idEtapaFanpush: fp.idEtapaFanpush,
  piloto: picks,
  ...extra,
});

describe('POST /Fanpush: pending picks and the SMS token', () => {
  it('records the 3 picks as pending and sends a 6-digit token', async () => {
    const fp = await createFanpush(t.db);
    const v = await createVoter(t);
    const res = await v.as('POST', '/Fanpush', await body(fp));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mensagem: clubePtBr.tokenEnviado,
      reenvioEmSegundos: 120,
      expiraEmSegundos: 600,
    });
    expect(await lastSmsCode(t.db, v.e164)).toMatch(/^\d{6}$/);

    const state = await v.as('GET', `/Fanpush/validacao/${fp.idEtapaFanpush}`);
    const parsed = FanpushValidacaoResponseSchema.parse(state.json());
    expect(parsed).toMatchObject({ usuarioVotou: true, validado: false, tokenPendente: true });
    expect(parsed.listaPilotosVoto.map((p) => p.id)).toEqual(
      fp.drivers.slice(0, 3).map((p) => p.id),
    );
  });

  it('refuses 2 or 4 drivers, a repeated driver and an ineligible one', async () => {
    const fp = await createFanpush(t.db);
    const other = await createFanpush(t.db);
    const v = await createVoter(t);
    const [a, b, c, d] = fp.drivers;
    const foreign = other.drivers[0];
    const cases = [
      { picks: [a, b], detail: clubePtBr.fanpushTresPilotos },
      { picks: [a, b, c, d], detail: clubePtBr.fanpushTresPilotos },
      { picks: [a, b, a], detail: clubePtBr.fanpushPilotosRepetidos },
      { picks: [a, b, foreign], detail: clubePtBr.fanpushPilotoInelegivel },
      { picks: [a, b, { ...foreign, id: 999_999 }], detail: clubePtBr.fanpushPilotoInelegivel },
      // Past PostgreSQL integers: found by the OpenAPI fuzz (a database error, 500, before).
      { picks: [a, b, { ...foreign, id: MAX_ID + 1 }], detail: clubePtBr.fanpushPilotoInelegivel },
    ];
    for (const { picks, detail } of cases) {
      const res = await v.as('POST', '/Fanpush', await body(fp, picks as Fp['drivers']));
      expect(res.statusCode, detail).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
    expect(await lastSmsCode(t.db, v.e164)).toBeUndefined();
  });

  it('says there are no drivers when the vote has none', async () => {
    const fp = await createFanpush(t.db, { drivers: 0 });
    const other = await createFanpush(t.db);
    const v = await createVoter(t);
    const res = await v.as('POST', '/Fanpush', await body(fp, other.drivers.slice(0, 3)));
    expect(res.json().detail).toBe(clubePtBr.semPilotosFanpush);
  });

  it('refuses a vote before the window opens and after it closes', async () => {
    const early = await createFanpush(t.db, {
      inicio: new Date(Date.now() + HOUR),
      fim: new Date(Date.now() + 2 * HOUR),
    });
    const late = await createFanpush(t.db, {
      inicio: new Date(Date.now() - 2 * HOUR),
      fim: new Date(Date.now() - 1000),
    });
    const v = await createVoter(t);
    const before = await v.as('POST', '/Fanpush', await body(early));
    expect(before.statusCode).toBe(400);
    expect(before.json().detail).toBe(clubePtBr.fanpushNaoIniciado);
    const after = await v.as('POST', '/Fanpush', await body(late));
    expect(after.statusCode).toBe(400);
    expect(after.json().detail).toBe(clubePtBr.fanpushEncerrado);
    const missing = await v.as('POST', '/Fanpush', {
      ...(await body(late)),
      idEtapaFanpush: 999_999,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs an active phone and the accepted flow', async () => {
    const fp = await createFanpush(t.db);
    const noPhone = await createVoter(t, { celularAtivo: false });
    const res = await noPhone.as('POST', '/Fanpush', await body(fp));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(clubePtBr.fanpushCelularInativo);
    const noFlow = await createVoter(t, { aceitaFluxoFanpush: false });
    const res2 = await noFlow.as('POST', '/Fanpush', await body(fp));
    expect(res2.statusCode).toBe(403);
    expect(res2.json().detail).toBe(clubePtBr.fanpushFluxoNaoAceito);
  });

  it('needs a solved, unused captcha and a session', async () => {
    const fp = await createFanpush(t.db);
    const v = await createVoter(t);
    const forged = Buffer.from(JSON.stringify({ algorithm: 'SHA-256', number: 1 })).toString(
      'base64',
    );
    for (const captcha of ['', forged]) {
      const res = await v.as('POST', '/Fanpush', await body(fp, undefined, { captcha }));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(clubePtBr.captchaInvalido);
    }
    const ok = await body(fp);
    expect((await v.as('POST', '/Fanpush', ok)).statusCode).toBe(200);
    const replay = await v.as('POST', '/Fanpush', ok);
    expect(replay.json().detail).toBe(clubePtBr.captchaInvalido);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Fanpush',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: await body(fp),
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /Fanpush', () => {
  it('gives the open vote with its drivers and the member state', async () => {
    const fp = await createFanpush(t.db, { inicio: new Date(Date.now() - 1000) });
    const v = await createVoter(t);
    const res = await v.as('GET', '/Fanpush');
    expect(res.statusCode).toBe(200);
    const { fanpush } = FanpushResponseSchema.parse(res.json());
    expect(fanpush.idEtapaFanpush).toBe(fp.idEtapaFanpush);
    expect(fanpush.fanpushAberto).toBe(true);
    expect(fanpush.usuarioVotou).toBe(false);
    expect(fanpush.validado).toBe(false);
    expect(fanpush.listaPilotosVoto).toEqual([]);
    expect(fanpush.listaPilotos).toHaveLength(5);
    expect(fanpush.listaPilotos).toContainEqual(fp.drivers[0]);
    expect(fanpush.etapa?.titulo).toMatch(/Etapa/);
  });
});
