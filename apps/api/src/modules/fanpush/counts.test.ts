import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VotacaoResponseSchema } from '@stockcar/shared/schemas/fanpush';
import * as s from '../../db/schema/index.ts';
import { call, createClubApp } from '../../../test/club.ts';
import { createFanpush, createVoter, pendingVote } from '../../../test/fanpush.ts';
import type { TestApp } from '../../../test/helper.ts';
import { foldPendingCounts } from './votes-store.ts';

/**
 * Totals without a hot counter row (issue 13): a confirmation queues its picks, the fold adds
 * them to the counters, and the leaderboard adds the queued ones: exact before and after.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

type Fp = Awaited<ReturnType<typeof createFanpush>>;

/** Confirms `n` ballots through the API, picks rotating over the drivers. */
async function confirmBallots(fp: Fp, n: number, offset = 0) {
  const ids = fp.drivers.map((d) => d.id);
  const at = (i: number) => ids[i % ids.length] ?? 0;
  const ready = [];
  for (let i = offset; i < offset + n; i += 1) {
    const v = await createVoter(t);
    const token = await pendingVote(t, v, fp.vote.id, [at(i), at(i + 1), at(i + 3)]);
    ready.push({ v, token });
  }
  const answers = await Promise.all(
    ready.map(({ v, token }) =>
      v.as('POST', '/Fanpush/token', { idEtapaFanpush: fp.idEtapaFanpush, token }),
    ),
  );
  expect(answers.map((a) => a.statusCode).filter((c) => c !== 200)).toEqual([]);
}

/** Picks per driver counted from the confirmed ballots themselves. */
async function fromBallots(fp: Fp) {
  const ballots = await t.db
    .select()
    .from(s.fanpushVoto)
    .where(eq(s.fanpushVoto.fanpushId, fp.vote.id));
  const counts = new Map(fp.drivers.map((d) => [d.id, 0]));
  for (const b of ballots.filter((x) => x.status === 'confirmado')) {
    for (const id of [b.piloto1Id, b.piloto2Id, b.piloto3Id]) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/** What the public leaderboard publishes: count per driver and ballots. */
async function published(fp: Fp) {
  const res = await call(t, 'GET', `/fanpush/votacao?idEtapaFanpush=${fp.idEtapaFanpush}`);
  const body = VotacaoResponseSchema.parse(res.json());
  return {
    counts: new Map(body.pilotos.map((p) => [p.id, p.contagem])),
    ballots: body.totalCedulas,
  };
}

const folded = async (fp: Fp) =>
  new Map(
    (
      await t.db.select().from(s.fanpushPiloto).where(eq(s.fanpushPiloto.fanpushId, fp.vote.id))
    ).map((r) => [r.pilotoId, r.votos]),
  );

describe('vote totals: queued picks and the fold', () => {
  it('publishes exact totals before the fold, and the same after it', async () => {
    const fp = await createFanpush(t.db, { drivers: 6 });
    await confirmBallots(fp, 12);
    const expected = await fromBallots(fp);
    // Nothing folded yet: the counters are untouched, the queue holds 3 picks per ballot.
    expect([...(await folded(fp)).values()].every((n) => n === 0)).toBe(true);
    expect(await published(fp)).toEqual({ counts: expected, ballots: 12 });

    expect(await foldPendingCounts(t.db)).toBeGreaterThan(0);
    expect(await folded(fp)).toEqual(expected);
    expect(await t.db.select().from(s.fanpushContagemPendente)).toEqual([]);
    expect(await published(fp)).toEqual({ counts: expected, ballots: 12 });

    // Later ballots queue again, on top of the folded counts.
    await confirmBallots(fp, 4, 12);
    expect(await published(fp)).toEqual({ counts: await fromBallots(fp), ballots: 16 });
  });

  it('loses and doubles nothing when folds run during confirmations', async () => {
    const fp = await createFanpush(t.db, { drivers: 8 });
    let confirming = true;
    const folding = (async () => {
      while (confirming) {
        await foldPendingCounts(t.db);
        // The embedded database answers without I/O: let the requests' own turns run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await confirmBallots(fp, 40);
    confirming = false;
    await folding;
    const expected = await fromBallots(fp);
    expect(await published(fp)).toEqual({ counts: expected, ballots: 40 });
    await foldPendingCounts(t.db);
    expect(await folded(fp)).toEqual(expected);
  }, 60_000);
});
