import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import { FANPUSH_TEXTOS } from '@stockcar/shared/schemas/admin/fanpush';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import { VotacaoResponseSchema } from '@stockcar/shared/schemas/fanpush';
import { call } from '../../../../test/club.ts';
import { auditOf } from '../../../../test/console-crud.ts';
import { HOUR, createFanpush, createVoter, pendingVote } from '../../../../test/fanpush.ts';
import {
  slot,
  clubAppForFile,
  fakeClock,
  raceControl,
  voteThroughApp,
  windowOf,
} from '../../../../test/fanpush-lifecycle.ts';
import * as s from '../../../db/schema/index.ts';
import { currentCode } from '../../../services/sms/codes.ts';
import type { TestApp } from '../../../../test/helper.ts';
import { confirmVote } from '../votes-store.ts';

/**
 * Race control pauses, resumes and closes a window (issue 11). Each test's window has a slot
 * of its own, with the clock (Date only) set inside it.
 */

let t: TestApp;
const REAL = Date.now();
clubAppForFile((app) => {
  t = app;
});
const clockAt = fakeClock();

/** An open window of slot `k`, the clock an hour into it, race control signed in. */
async function openWindow(k: number) {
  const times = slot(k, REAL);
  clockAt(times.inicio.getTime() + HOUR);
  const fp = await createFanpush(t.db, { ...times, drivers: 5 });
  const picks = fp.drivers.slice(0, 3).map((d) => d.id);
  return { fp, picks, rc: await raceControl(t) };
}

describe('pause and resume', () => {
  it('refuses votes while paused with the Portuguese message, takes them again after', async () => {
    const { fp, picks, rc } = await openWindow(1);
    const id = fp.vote.id;
    const waiting = await createVoter(t);
    expect((await voteThroughApp(t, waiting, fp.idEtapaFanpush, picks)).confirmed?.statusCode).toBe(
      200,
    );
    const pending = await createVoter(t);
    const code = await pendingVote(t, pending, id, picks);

    const paused = await rc('POST', `/fanpush/${id}/pausar`, { versao: 1 });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ situacao: 'pausada', pausada: true, versao: 2 });
    const board = VotacaoResponseSchema.parse(
      (await call(t, 'GET', `/fanpush/votacao?idEtapaFanpush=${fp.idEtapaFanpush}`)).json(),
    );
    expect(board).toMatchObject({ pausada: true, votacaoAberta: false, encerrada: false });
    const refused = await voteThroughApp(t, await createVoter(t), fp.idEtapaFanpush, picks);
    expect(refused.picked.statusCode).toBe(400);
    expect(refused.picked.json().detail).toBe(clubePtBr.fanpushPausado);
    const confirm = () =>
      pending.as('POST', '/Fanpush/token', { idEtapaFanpush: fp.idEtapaFanpush, token: code });
    expect((await confirm()).json().detail).toBe(clubePtBr.fanpushPausado);
    const again = await rc('POST', `/fanpush/${id}/pausar`, { versao: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(FANPUSH_TEXTOS.jaPausada);

    const resumed = await rc('POST', `/fanpush/${id}/retomar`, { versao: 2 });
    expect(resumed.json()).toMatchObject({ situacao: 'aberta', pausada: false, versao: 3 });
    expect((await confirm()).statusCode).toBe(200);
    const taken = await voteThroughApp(t, await createVoter(t), fp.idEtapaFanpush, picks);
    expect(taken.confirmed?.statusCode).toBe(200);
    const notPaused = await rc('POST', `/fanpush/${id}/retomar`, { versao: 3 });
    expect(notPaused.json().detail).toBe(FANPUSH_TEXTOS.naoPausada);
    const stale = await rc('POST', `/fanpush/${id}/pausar`, { versao: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(VERSION_CONFLICT);

    expect((await auditOf(t, 'fanpush', id)).map((e) => e.acao)).toEqual(['pausar', 'retomar']);
    expect((await rc('GET', `/fanpush/${id}`)).json().totalCedulas).toBe(3);
  });
});

describe('close now', () => {
  it('freezes the result at once; the window then refuses votes and every action', async () => {
    const { fp, picks, rc } = await openWindow(2);
    const id = fp.vote.id;
    await voteThroughApp(t, await createVoter(t), fp.idEtapaFanpush, picks);
    const closed = await rc('POST', `/fanpush/${id}/encerrar`, { versao: 1 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      situacao: 'encerrada',
      totalCedulas: 1,
      encerradaEm: new Date().toISOString(),
      dataFimVotacao: new Date().toISOString(),
      checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(
      closed
        .json()
        .contagem.slice(0, 3)
        .map((c: { votos: number }) => c.votos),
    ).toEqual([1, 1, 1]);
    const late = await voteThroughApp(t, await createVoter(t), fp.idEtapaFanpush, picks);
    expect(late.picked.json().detail).toBe(clubePtBr.fanpushEncerrado);
    const versao = closed.json().versao;
    for (const acao of ['pausar', 'retomar', 'encerrar']) {
      const res = await rc('POST', `/fanpush/${id}/${acao}`, { versao });
      expect(res.statusCode, acao).toBe(400);
      expect(res.json().detail).toBe(FANPUSH_TEXTOS.janelaEncerrada);
    }
    expect((await auditOf(t, 'fanpush', id)).map((e) => e.acao)).toEqual(['encerrar']);
  });

  it('refuses to close a window that has not opened, and changes nothing', async () => {
    const times = slot(4, REAL);
    clockAt(times.inicio.getTime() - HOUR);
    const fp = await createFanpush(t.db, { ...times, drivers: 5 });
    const rc = await raceControl(t);
    const res = await rc('POST', `/fanpush/${fp.vote.id}/encerrar`, { versao: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(FANPUSH_TEXTOS.naoAberta);
    const [after] = await t.db.select().from(s.fanpush).where(eq(s.fanpush.id, fp.vote.id));
    expect(after).toMatchObject({ encerradaEm: null, versao: 1 });
    expect(await auditOf(t, 'fanpush', fp.vote.id)).toEqual([]);
  });

  it('never lets a confirmation in flight past the close: it is counted or refused', async () => {
    const { fp, picks, rc } = await openWindow(3);
    const voter = await createVoter(t);
    await pendingVote(t, voter, fp.vote.id, picks);
    const code = await currentCode(t.db, voter.m.id, 'fanpush');
    // The route checked the window before the close; the confirmation runs after it.
    await rc('POST', `/fanpush/${fp.vote.id}/encerrar`, { versao: 1 });
    const confirming = confirmVote(t.db, {
      fanpushId: fp.vote.id,
      usuarioId: voter.m.id,
      codigoSmsId: code?.id ?? 0,
    });
    await expect(confirming).rejects.toMatchObject({ detail: clubePtBr.fanpushEncerrado });
    expect((await windowOf(t.db, fp.etapa.id))?.totalCedulas).toBe(0);
    const [left] = await t.db
      .select()
      .from(s.fanpushVoto)
      .where(eq(s.fanpushVoto.usuarioId, voter.m.id));
    expect(left?.status).toBe('pendente');
  });
});
