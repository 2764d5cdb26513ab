import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fanpushPiloto, inscricao } from '../../db/schema/index.ts';

/** A window's candidates: the drivers its ballots may name (issue 11). */

/** Fan Push is the Pro Series' vote (category 1). */
export const PROSERIES = 1;

/** The drivers entered in a Pro Series season: a window's candidates by default. */
export async function entryList(db: Db, temporada: number) {
  const rows = await db
    .select({ pilotoId: inscricao.pilotoId })
    .from(inscricao)
    .where(and(eq(inscricao.categoriaId, PROSERIES), eq(inscricao.temporada, temporada)))
    .orderBy(asc(inscricao.pilotoId));
  return rows.map((r) => r.pilotoId);
}

/**
 * Makes the window's candidates exactly these drivers (new ones start at 0 votes); whether
 * anything changed. A ballot names candidates by foreign key, so the caller removes only
 * drivers nobody picked.
 */
export async function setCandidates(db: Db, fanpushId: number, pilotoIds: number[]) {
  const removed = await db
    .delete(fanpushPiloto)
    .where(
      and(
        eq(fanpushPiloto.fanpushId, fanpushId),
        pilotoIds.length ? notInArray(fanpushPiloto.pilotoId, pilotoIds) : undefined,
      ),
    )
    .returning({ id: fanpushPiloto.pilotoId });
  const added = pilotoIds.length
    ? await db
        .insert(fanpushPiloto)
        .values(pilotoIds.map((pilotoId) => ({ fanpushId, pilotoId })))
        .onConflictDoNothing()
        .returning({ id: fanpushPiloto.pilotoId })
    : [];
  return removed.length + added.length > 0;
}
