import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categoria, classificacaoPiloto, etapa, inscricao } from '../schema/index.ts';
import { writeDriverStats } from './driver-stats.ts';
import { writeSeasonStandings } from './season-standings.ts';

/**
 * Everything official results add up to is stored, and rewritten here whenever what it derives
 * from changes (issue 11): results made official or withdrawn, a season's points table, its
 * entry list, the hall of fame's historical figures. Callers pass their transaction, so the
 * change and its consequences are saved together or not at all.
 */

/**
 * Recomputations of one category run one at a time: they rewrite the category's driver
 * statistics, and two at once would interleave their deletes and inserts. The category's row
 * is the lock (it always exists; a season's row may not yet).
 */
async function lockCategory(db: Db, categoriaId: number) {
  await db
    .select({ id: categoria.id })
    .from(categoria)
    .where(eq(categoria.id, categoriaId))
    .for('update');
}

/**
 * A season's scores and standings, then the category's career figures. In a transaction of
 * its own, or a savepoint of the caller's.
 */
export async function recomputeSeason(db: Db, categoriaId: number, temporada: number) {
  await db.transaction(async (tx) => {
    await lockCategory(tx, categoriaId);
    await writeSeasonStandings(tx, categoriaId, temporada);
    await writeDriverStats(tx, categoriaId);
  });
}

/** The category's career figures alone (the hall of fame's history changed). */
export async function recomputeCategoryStats(db: Db, categoriaId: number) {
  await db.transaction(async (tx) => {
    await lockCategory(tx, categoriaId);
    await writeDriverStats(tx, categoriaId);
  });
}

/** Every season of every category (the demo seed, a database migrated from before issue 11). */
export async function recomputeAll(db: Db) {
  const seasons = await db
    .selectDistinct({ categoriaId: inscricao.categoriaId, temporada: inscricao.temporada })
    .from(inscricao)
    .union(
      db.selectDistinct({ categoriaId: etapa.categoriaId, temporada: etapa.temporada }).from(etapa),
    );
  const categories = new Set<number>();
  for (const s of seasons) {
    await writeSeasonStandings(db, s.categoriaId, s.temporada);
    categories.add(s.categoriaId);
  }
  for (const categoriaId of categories) await writeDriverStats(db, categoriaId);
}

/**
 * At start-up: a database that has entries but no stored standings (migrated from before the
 * standings were stored) gets them computed once. One cheap query otherwise.
 */
export async function ensureDerived(db: Db) {
  const [[entry], [stored]] = await Promise.all([
    db.select({ id: inscricao.id }).from(inscricao).limit(1),
    db.select({ id: classificacaoPiloto.inscricaoId }).from(classificacaoPiloto).limit(1),
  ]);
  if (entry && !stored) await db.transaction((tx) => recomputeAll(tx));
}

/** A category's season as the rows that belong to one name it (stages, entries). */
export interface SeasonOf {
  categoriaId: number;
  temporada: number;
}

/**
 * The seasons a console write touched: the row before (it may have left a season) and after
 * (it joined one), each season once (issue 11).
 */
export async function recomputeSeasonsOf(db: Db, rows: (SeasonOf | undefined)[]) {
  const seasons = new Map<string, SeasonOf>();
  for (const row of rows) if (row) seasons.set(`${row.categoriaId}/${row.temporada}`, row);
  for (const s of seasons.values()) await recomputeSeason(db, s.categoriaId, s.temporada);
}
