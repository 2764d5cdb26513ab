import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { CEDULAS_CSV_COLUNAS } from '@stockcar/shared/schemas/admin/fanpush';
import type { Db } from '../../db/client.ts';
import {
  fanpush,
  fanpushPiloto,
  fanpushResultado,
  fanpushVoto,
  piloto,
} from '../../db/schema/index.ts';
import { toCsv } from '../../lib/csv.ts';
import { pickCounts, rankByVotes } from './tally.ts';

/**
 * Closing a window (issue 11): its result is frozen once, with the number of confirmed ballots
 * and the SHA-256 of their anonymised export, from which anyone can recount the result.
 */

export interface Ballot {
  recibo: string;
  confirmadoEm: Date;
  /** The three drivers' ids, in the order the member picked them. */
  picks: number[];
}

/** The window's confirmed ballots, anonymous (no member), by receipt. */
export async function confirmedBallots(db: Db, fanpushId: number): Promise<Ballot[]> {
  const votes = await db
    .select({
      recibo: fanpushVoto.recibo,
      confirmadoEm: fanpushVoto.confirmadoEm,
      p1: fanpushVoto.piloto1Id,
      p2: fanpushVoto.piloto2Id,
      p3: fanpushVoto.piloto3Id,
    })
    .from(fanpushVoto)
    .where(and(eq(fanpushVoto.fanpushId, fanpushId), eq(fanpushVoto.status, 'confirmado')))
    .orderBy(asc(fanpushVoto.recibo));
  return votes.map((v) => ({
    recibo: v.recibo ?? '',
    confirmadoEm: v.confirmadoEm ?? new Date(0),
    picks: [v.p1, v.p2, v.p3],
  }));
}

/**
 * The anonymised ballots as published: one line per ballot, by receipt. Only what never
 * changes goes in (receipt, confirmation time, driver ids: a confirmed ballot is immutable in
 * the database), so the file, and its checksum, are the same on every download; a driver's
 * name edited later would change the bytes, so names are read from the public result.
 */
export function ballotsCsv(ballots: Ballot[]): string {
  return toCsv(
    CEDULAS_CSV_COLUNAS,
    ballots.map((b) => [b.recibo, b.confirmadoEm.toISOString(), ...b.picks]),
  );
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Closes the window and freezes its result, once: the votes each candidate got, counted from
 * the confirmed ballots, ranked by votes then name, with the number of ballots and the SHA-256
 * of their export. From then on nothing about the window changes. Takes the window's row FOR
 * UPDATE, so a confirmation in flight (FOR SHARE) is either counted or refused. False when the
 * window is missing or already closed.
 */
export async function freezeWindow(db: Db, fanpushId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [window] = await tx.select().from(fanpush).where(eq(fanpush.id, fanpushId)).for('update');
    if (!window || window.encerradaEm) return false;
    const ballots = await confirmedBallots(tx, fanpushId);
    const candidates = await tx
      .select({ id: piloto.id, nome: piloto.nome, sobrenome: piloto.sobrenome })
      .from(fanpushPiloto)
      .innerJoin(piloto, eq(piloto.id, fanpushPiloto.pilotoId))
      .where(eq(fanpushPiloto.fanpushId, fanpushId));
    const ranked = rankByVotes(candidates, await pickCounts(tx, fanpushId));
    if (ranked.length > 0) {
      await tx
        .insert(fanpushResultado)
        .values(
          ranked.map((c) => ({ fanpushId, pilotoId: c.id, posicao: c.posicao, votos: c.votos })),
        );
    }
    // Closed early: the window ends now (unless it never opened, when its times stay).
    const closedAt = new Date(Math.min(now.getTime(), window.dataFimVotacao.getTime()));
    await tx
      .update(fanpush)
      .set({
        dataFimVotacao:
          closedAt.getTime() > window.dataInicioVotacao.getTime()
            ? closedAt
            : window.dataFimVotacao,
        encerradaEm: now,
        totalCedulas: ballots.length,
        checksum: sha256(ballotsCsv(ballots)),
        // A console form read before the close is now stale (409, then it shows the result).
        versao: sql`${fanpush.versao} + 1`,
      })
      .where(eq(fanpush.id, fanpushId));
    return true;
  });
}

/** Closes every window whose time is up (the job, every minute); how many it closed. */
export async function freezeDueWindows(db: Db, now: Date) {
  const due = await db
    .select({ id: fanpush.id })
    .from(fanpush)
    .where(and(lte(fanpush.dataFimVotacao, now), isNull(fanpush.encerradaEm)));
  let closed = 0;
  for (const { id } of due) if (await freezeWindow(db, id, now)) closed += 1;
  return closed;
}
