import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fanpush, fanpushPiloto, fanpushVoto } from '../../db/schema/index.ts';
import { newReceipt } from '../../lib/receipt.ts';
import { refuseUnlessTakingVotes } from './rules.ts';

/** Writes of the Fan Push: pending picks and their confirmation. */

/**
 * Records (or replaces) the member's pending picks, bound to the SMS code sent for them.
 * Nothing changes once the vote is confirmed: undefined then (the caller answers 409).
 */
export async function savePending(
  db: Db,
  v: { fanpushId: number; usuarioId: number; picks: number[]; codigoSmsId: number | null },
) {
  const [p1, p2, p3] = v.picks;
  if (p1 === undefined || p2 === undefined || p3 === undefined) throw new Error('3 picks');
  const picks = { piloto1Id: p1, piloto2Id: p2, piloto3Id: p3, codigoSmsId: v.codigoSmsId };
  const [row] = await db
    .insert(fanpushVoto)
    .values({ fanpushId: v.fanpushId, usuarioId: v.usuarioId, ...picks })
    .onConflictDoUpdate({
      target: [fanpushVoto.fanpushId, fanpushVoto.usuarioId],
      set: { ...picks, criadoEm: new Date() },
      setWhere: eq(fanpushVoto.status, 'pendente'),
    })
    .returning({ id: fanpushVoto.id });
  return row;
}

/** Binds the pending picks to a new code (a resend). */
export async function bindCode(db: Db, voteId: number, codigoSmsId: number) {
  await db
    .update(fanpushVoto)
    .set({ codigoSmsId })
    .where(and(eq(fanpushVoto.id, voteId), eq(fanpushVoto.status, 'pendente')));
}

/**
 * Confirms the pending picks bound to this code and counts them, in one transaction: the
 * conditional UPDATE lets one confirmation through, and the three counters rise in ascending
 * driver order so concurrent confirmations never deadlock on PostgreSQL. The window's row is
 * held FOR SHARE and checked again: a close (or pause) taking it FOR UPDATE either waits for
 * this ballot and counts it, or comes first and this one is refused (400), so a frozen
 * result never misses a ballot confirmed in time.
 */
export async function confirmVote(
  db: Db,
  v: { fanpushId: number; usuarioId: number; codigoSmsId: number },
) {
  return db.transaction(async (tx) => {
    const [window] = await tx
      .select()
      .from(fanpush)
      .where(eq(fanpush.id, v.fanpushId))
      .for('share');
    if (!window) return false;
    refuseUnlessTakingVotes(window);
    const [row] = await tx
      .update(fanpushVoto)
      .set({ status: 'confirmado', confirmadoEm: new Date(), recibo: newReceipt() })
      .where(
        and(
          eq(fanpushVoto.fanpushId, v.fanpushId),
          eq(fanpushVoto.usuarioId, v.usuarioId),
          eq(fanpushVoto.status, 'pendente'),
          eq(fanpushVoto.codigoSmsId, v.codigoSmsId),
        ),
      )
      .returning();
    if (!row) return false;
    const picks = [row.piloto1Id, row.piloto2Id, row.piloto3Id].sort((a, b) => a - b);
    for (const pilotoId of picks) {
      await tx
        .update(fanpushPiloto)
        .set({ votos: sql`${fanpushPiloto.votos} + 1` })
        .where(and(eq(fanpushPiloto.fanpushId, v.fanpushId), eq(fanpushPiloto.pilotoId, pilotoId)));
    }
    return true;
  });
}
