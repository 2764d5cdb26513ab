import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createClubApp } from '../../../test/club.ts';
import { countersOf, createFanpush, createVoter, pendingVote } from '../../../test/fanpush.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

const MEMBERS = 200;

describe('counters under load', () => {
  it('200 members confirm at once: the counters equal the confirmed votes', async () => {
    const fp = await createFanpush(t.db, { drivers: 8 });
    const ids = fp.drivers.map((d) => d.id);
    const voters = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const v = await createVoter(t);
      // Rotating picks: every driver is named by many votes, in every order.
      const picks = [ids[i % 8], ids[(i + 3) % 8], ids[(i + 5) % 8]].map(Number);
      const token = await pendingVote(t, v, fp.vote.id, picks);
      voters.push({ v, token });
    }
    const results = await Promise.all(
      voters.map(({ v, token }) =>
        v.as('POST', '/Fanpush/token', { idEtapaFanpush: fp.idEtapaFanpush, token }),
      ),
    );
    expect(results.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);

    const confirmed = await t.db
      .select()
      .from(s.fanpushVoto)
      .where(eq(s.fanpushVoto.fanpushId, fp.vote.id));
    expect(confirmed.filter((v) => v.status === 'confirmado')).toHaveLength(MEMBERS);
    const expected = new Map(ids.map((id) => [id, 0]));
    for (const v of confirmed) {
      for (const id of [v.piloto1Id, v.piloto2Id, v.piloto3Id]) {
        expected.set(id, (expected.get(id) ?? 0) + 1);
      }
    }
    const counters = await countersOf(t.db, fp.vote.id);
    expect(counters).toEqual(expected);
    expect([...counters.values()].reduce((a, b) => a + b, 0)).toBe(3 * MEMBERS);
  }, 120_000);

  it('the same token sent 10 times at once counts once', async () => {
    const fp = await createFanpush(t.db);
    const v = await createVoter(t);
    const token = await pendingVote(
      t,
      v,
      fp.vote.id,
      fp.drivers.slice(0, 3).map((d) => d.id),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        v.as('POST', '/Fanpush/token', { idEtapaFanpush: fp.idEtapaFanpush, token }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const total = [...(await countersOf(t.db, fp.vote.id)).values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(3);
  });
});

describe('database constraints', () => {
  it('one vote row per member and vote, 3 distinct eligible drivers', async () => {
    const fp = await createFanpush(t.db);
    const other = await createFanpush(t.db);
    const v = await createVoter(t);
    const [a, b, c] = fp.drivers.map((d) => d.id);
    const row = (p: [number | undefined, number | undefined, number | undefined]) => ({
      fanpushId: fp.vote.id,
      usuarioId: v.m.id,
      piloto1Id: p[0] ?? 0,
      piloto2Id: p[1] ?? 0,
      piloto3Id: p[2] ?? 0,
    });
    await expect(t.db.insert(s.fanpushVoto).values(row([a, b, a]))).rejects.toThrow();
    const foreign = other.drivers[0]?.id;
    await expect(t.db.insert(s.fanpushVoto).values(row([a, b, foreign]))).rejects.toThrow();
    // A confirmed ballot carries its receipt (issue 11).
    await expect(
      t.db
        .insert(s.fanpushVoto)
        .values({ ...row([a, b, c]), status: 'confirmado', confirmadoEm: new Date() }),
    ).rejects.toThrow();
    await t.db.insert(s.fanpushVoto).values({
      ...row([a, b, c]),
      status: 'confirmado',
      confirmadoEm: new Date(),
      recibo: '0000-0000-0001',
    });
    await expect(t.db.insert(s.fanpushVoto).values(row([a, b, c]))).rejects.toThrow();
    await expect(
      t.db
        .insert(s.fanpushVoto)
        .values({ ...row([a, b, c]), fanpushId: fp.vote.id, status: 'confirmado' }),
    ).rejects.toThrow();
  });

  // Issue 11: votes are never editable, not even by SQL; the member's erasure leaves them anonymous.
  it('keeps a confirmed ballot as it was: no update, no delete, only its member erased', async () => {
    const fp = await createFanpush(t.db);
    const v = await createVoter(t);
    const [a, b, c, d] = fp.drivers.map((x) => x.id);
    const [ballot] = await t.db
      .insert(s.fanpushVoto)
      .values({
        fanpushId: fp.vote.id,
        usuarioId: v.m.id,
        piloto1Id: a ?? 0,
        piloto2Id: b ?? 0,
        piloto3Id: c ?? 0,
        status: 'confirmado',
        confirmadoEm: new Date(),
        recibo: '0000-0000-0002',
      })
      .returning();
    const id = ballot?.id ?? 0;
    const mine = eq(s.fanpushVoto.id, id);
    await expect(
      t.db
        .update(s.fanpushVoto)
        .set({ piloto3Id: d ?? 0 })
        .where(mine),
    ).rejects.toThrow();
    await expect(
      t.db.update(s.fanpushVoto).set({ recibo: 'XXXX-XXXX-XXXX' }).where(mine),
    ).rejects.toThrow();
    await expect(t.db.delete(s.fanpushVoto).where(mine)).rejects.toThrow();
    await t.db.update(s.fanpushVoto).set({ usuarioId: null }).where(mine);
    const [after] = await t.db.select().from(s.fanpushVoto).where(mine);
    expect(after).toMatchObject({ usuarioId: null, piloto3Id: c, recibo: '0000-0000-0002' });
  });
});
