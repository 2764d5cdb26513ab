import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import {
  UltimosVencedoresResponseSchema,
  VotacaoResponseSchema,
} from '@stockcar/shared/schemas/fanpush';
import * as s from '../../db/schema/index.ts';
import { fanpushWindowsJob } from '../../jobs/fanpush-windows-job.ts';
import { MINUTE, call } from '../../../test/club.ts';
import { createVoter } from '../../../test/fanpush.ts';
import {
  DAY,
  clubAppForFile,
  createProStage,
  fakeClock,
  voteThroughApp,
  windowOf,
} from '../../../test/fanpush-lifecycle.ts';
import { present } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';
import { ballotsCsv, confirmedBallots, sha256 } from './freeze.ts';
import { fanpushSettings } from './lifecycle.ts';

/**
 * A window opens and closes on the clock (issue 11): the member's vote is taken only inside
 * it, and the job's minute freezes the result once the time is up. The clock is faked (Date
 * only), within days of the real one.
 */

let t: TestApp;
clubAppForFile((app) => {
  t = app;
});

const clockAt = fakeClock();

/** The scheduled job's run at `now`, as the scheduler calls it. */
const runJob = (now: number) =>
  fanpushWindowsJob(t.app).run(new Date(now), new AbortController().signal);

async function castAt(ms: number, idEtapa: number, picks: number[]) {
  clockAt(ms);
  return voteThroughApp(t, await createVoter(t), idEtapa, picks);
}

describe('a window on the clock', () => {
  it('refuses votes before it opens and after it ends, takes them inside; the job freezes it', async () => {
    const real = Date.now();
    await fanpushSettings(t.db);
    await t.db.update(s.fanpushConfig).set({ diasAntes: 1, minutosAntes: 0 });
    const race = real + 2 * DAY;
    const { etapa, entered } = await createProStage(t.db, new Date(race), 8);
    const [d0 = 0, d1 = 0, d2 = 0, d3 = 0, d4 = 0, d5 = 0] = entered;

    const log = vi.spyOn(t.app.log, 'info');
    await runJob(real);
    expect(log).toHaveBeenCalledWith(
      { job: 'fanpush-janelas', criadas: 1, movidas: 0, removidas: 0, encerradas: 0 },
      'fanpush: windows checked',
    );
    const w = present(await windowOf(t.db, etapa.id));
    expect([w.dataInicioVotacao.getTime(), w.dataFimVotacao.getTime()]).toEqual([race - DAY, race]);

    const early = await castAt(race - DAY - MINUTE, etapa.id, [d0, d1, d2]);
    expect(early.picked.json().detail).toBe(clubePtBr.fanpushNaoIniciado);
    const ballots = [
      [d0, d1, d2],
      [d0, d1, d3],
      [d0, d4, d5],
    ];
    for (const [i, picks] of ballots.entries()) {
      const { confirmed } = await castAt(race - DAY + (i + 1) * MINUTE, etapa.id, picks);
      expect(confirmed?.statusCode, confirmed?.body).toBe(200);
    }
    const late = await castAt(race + MINUTE, etapa.id, [d0, d1, d2]);
    expect(late.picked.statusCode).toBe(400);
    expect(late.picked.json().detail).toBe(clubePtBr.fanpushEncerrado);

    // Time is up: over for the public at once, frozen at the job's next minute, once.
    const board = async () =>
      VotacaoResponseSchema.parse(
        (await call(t, 'GET', `/fanpush/votacao?idEtapaFanpush=${etapa.id}`)).json(),
      );
    expect(await board()).toMatchObject({ encerrada: true, votacaoAberta: false, checksum: null });
    await runJob(race + MINUTE);
    expect(log).toHaveBeenLastCalledWith(
      expect.objectContaining({ job: 'fanpush-janelas', encerradas: 1 }),
      'fanpush: windows checked',
    );
    const closed = present(await windowOf(t.db, etapa.id));
    const expectedChecksum = sha256(ballotsCsv(await confirmedBallots(t.db, w.id)));
    expect(closed).toMatchObject({ totalCedulas: 3, checksum: expectedChecksum });
    expect(closed.encerradaEm?.getTime()).toBe(race + MINUTE);

    const tally = new Map(entered.map((id) => [id, 0]));
    for (const id of ballots.flat()) tally.set(id, (tally.get(id) ?? 0) + 1);
    const frozen = await t.db
      .select()
      .from(s.fanpushResultado)
      .where(eq(s.fanpushResultado.fanpushId, w.id))
      .orderBy(asc(s.fanpushResultado.posicao));
    expect(new Map(frozen.map((r) => [r.pilotoId, r.votos]))).toEqual(tally);
    expect(frozen.slice(0, 2).map((r) => r.pilotoId)).toEqual([d0, d1]);

    const final = await board();
    expect(final).toMatchObject({ encerrada: true, totalCedulas: 3, checksum: expectedChecksum });
    expect(new Map(final.pilotos.map((p) => [p.id, p.contagem]))).toEqual(tally);
    expect(final.pilotos.map((p) => p.id)).toEqual(frozen.map((r) => r.pilotoId));

    const res = await call(t, 'GET', '/Fanpush/ultimos-vencedores');
    const { ultimosVencedores } = UltimosVencedoresResponseSchema.parse(res.json());
    expect(ultimosVencedores.map((v) => v.idPiloto)).toEqual(
      frozen.slice(0, 6).map((r) => r.pilotoId),
    );
    expect(ultimosVencedores.every((v) => v.idEtapaFanpush === etapa.id)).toBe(true);

    // A later minute changes nothing: the result was frozen once.
    await runJob(race + 2 * MINUTE);
    expect(await windowOf(t.db, etapa.id)).toEqual(closed);
  });
});
