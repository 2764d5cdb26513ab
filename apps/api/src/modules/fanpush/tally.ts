import { and, count, eq, inArray } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fanpushVoto } from '../../db/schema/index.ts';

/**
 * Counting a window's confirmed ballots (issue 11): each ballot names three drivers and every
 * pick counts one. The console's live counts and the frozen result both count here, from the
 * ballots themselves rather than the leaderboard's counters.
 */

const confirmedIn = (fanpushId: number) =>
  and(eq(fanpushVoto.fanpushId, fanpushId), eq(fanpushVoto.status, 'confirmado'));

/** Picks per driver id among the window's confirmed ballots. */
export async function pickCounts(db: Db, fanpushId: number): Promise<Map<number, number>> {
  const picks = [fanpushVoto.piloto1Id, fanpushVoto.piloto2Id, fanpushVoto.piloto3Id].map(
    (column) => db.select({ pilotoId: column }).from(fanpushVoto).where(confirmedIn(fanpushId)),
  );
  const [first, second, third] = picks;
  if (!first || !second || !third) return new Map();
  const all = unionAll(first, second, third).as('picks');
  const rows = await db
    .select({ pilotoId: all.pilotoId, votos: count() })
    .from(all)
    .groupBy(all.pilotoId);
  return new Map(rows.map((r) => [r.pilotoId, r.votos]));
}

/** Confirmed ballots per window, for the windows given (0 where none). */
export async function ballotCounts(db: Db, fanpushIds: number[]): Promise<Map<number, number>> {
  if (fanpushIds.length === 0) return new Map();
  const rows = await db
    .select({ id: fanpushVoto.fanpushId, n: count() })
    .from(fanpushVoto)
    .where(and(inArray(fanpushVoto.fanpushId, fanpushIds), eq(fanpushVoto.status, 'confirmado')))
    .groupBy(fanpushVoto.fanpushId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

interface Named {
  id: number;
  nome: string;
  sobrenome: string;
}

/**
 * The candidates with their votes, most voted first, ties by name (then id, so the order is
 * total): the rank the frozen result stores and the console shows while the vote runs.
 */
export function rankByVotes<T extends Named>(candidates: T[], votes: Map<number, number>) {
  return candidates
    .map((c) => ({ ...c, votos: votes.get(c.id) ?? 0 }))
    .sort(
      (a, b) =>
        b.votos - a.votos ||
        a.nome.localeCompare(b.nome, 'pt-BR') ||
        a.sobrenome.localeCompare(b.sobrenome, 'pt-BR') ||
        a.id - b.id,
    )
    .map((c, i) => ({ ...c, posicao: i + 1 }));
}
