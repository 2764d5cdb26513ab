import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  fanpush,
  fanpushContagemPendente,
  fanpushPiloto,
  fanpushVoto,
} from '../../db/schema/index.ts';
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

/** The window's row held FOR SHARE for the confirmation's transaction (see confirmVote). */
const windowForShare = (tx: Db, fanpushId: number) =>
  tx.select().from(fanpush).where(eq(fanpush.id, fanpushId)).for('share');

/**
 * Confirms the pending picks bound to this code and counts them, in one transaction of two
 * statements: the conditional UPDATE lets one confirmation through, and the same statement
 * appends its three picks to fanpush_contagem_pendente (folded into the counters by
 * foldPendingCounts), so confirmations never wait on a shared counter row. The window's row is
 * held FOR SHARE and checked again: a close (or pause) taking it FOR UPDATE either waits for
 * this ballot and counts it, or comes first and this one is refused (400), so a frozen result
 * never misses a ballot confirmed in time. The confirmed ballot, or undefined.
 */
export async function confirmVote(
  db: Db,
  v: { fanpushId: number; usuarioId: number; codigoSmsId: number },
) {
  return db.transaction(async (tx) => {
    const [window] = await windowForShare(tx, v.fanpushId);
    if (!window) return undefined;
    refuseUnlessTakingVotes(window);
    const confirmed = tx.$with('confirmado').as(
      tx
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
        .returning(),
    );
    const counted = tx
      .$with('contado')
      .as(
        tx
          .insert(fanpushContagemPendente)
          .select(
            sql`select ${confirmed.fanpushId}, unnest(array[${confirmed.piloto1Id}, ${confirmed.piloto2Id}, ${confirmed.piloto3Id}]) from ${confirmed}`,
          ),
      );
    const [row] = await tx.with(confirmed, counted).select().from(confirmed);
    return row;
  });
}

/**
 * Folds the picks confirmed since the last fold into the counters, in one statement: the
 * pending rows it takes are deleted and added in the same transaction, so a reader (who adds
 * the pending rows to the counters) never sees a pick twice or misses one. Rows appended while
 * it runs wait for the next fold. Runs on one instance at a time (the job's lock), so two
 * folds never update the same counters in opposite orders. The counters it raised.
 */
export async function foldPendingCounts(db: Db) {
  const taken = db.$with('tomado').as(db.delete(fanpushContagemPendente).returning());
  const sums = db.$with('soma').as(
    db
      .select({ fanpushId: taken.fanpushId, pilotoId: taken.pilotoId, n: count().as('n') })
      .from(taken)
      .groupBy(taken.fanpushId, taken.pilotoId),
  );
  const raised = await db
    .with(taken, sums)
    .update(fanpushPiloto)
    .set({ votos: sql`${fanpushPiloto.votos} + ${sums.n}` })
    .from(sums)
    .where(
      and(eq(fanpushPiloto.fanpushId, sums.fanpushId), eq(fanpushPiloto.pilotoId, sums.pilotoId)),
    )
    .returning({ pilotoId: fanpushPiloto.pilotoId });
  return raised.length;
}
