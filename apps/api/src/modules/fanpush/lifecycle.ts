import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { etapa, fanpush, fanpushConfig, fanpushVoto } from '../../db/schema/index.ts';
import { PROSERIES, entryList, setCandidates } from './candidates.ts';
import { DAY_MS, placeWindow, windowFor, type Slot } from './placement.ts';

/**
 * The Fan Push lifecycle (issue 11): every Pro Series stage gets its vote window from the
 * calendar, with the stage's entry list as candidates; windows not yet open follow the
 * calendar and the settings until race control adjusts them by hand.
 */

export type FanpushSettings = typeof fanpushConfig.$inferSelect;

/**
 * The lifecycle's settings (one row, created with the defaults when missing). With `lock`,
 * the row is held FOR UPDATE until the transaction ends: whoever places windows (the
 * calendar's sync, a settings change, an adjustment) does it one at a time, on every instance.
 */
export async function fanpushSettings(db: Db, lock = false): Promise<FanpushSettings> {
  await db.insert(fanpushConfig).values({ id: 1 }).onConflictDoNothing();
  const query = db.select().from(fanpushConfig).where(eq(fanpushConfig.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('fanpush_config has no row');
  return row;
}

type Window = typeof fanpush.$inferSelect;

/** The calendar may still move it: never adjusted by hand, not open yet, not closed. */
const movable = (w: Window, now: Date) =>
  !w.horariosAjustados && !w.encerradaEm && w.dataInicioVotacao.getTime() > now.getTime();

async function hasVotes(db: Db, fanpushId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(fanpushVoto)
    .where(eq(fanpushVoto.fanpushId, fanpushId));
  return (row?.n ?? 0) > 0;
}

export interface SyncCounts {
  criadas: number;
  movidas: number;
  removidas: number;
}

/**
 * Brings the windows in line with the calendar: a window for every upcoming Pro Series stage
 * without one; windows the calendar may still move follow the stage's date and the settings;
 * windows not yet open take the season's entry list as candidates (unless adjusted). Windows
 * never overlap: a window is placed around the ones that stay put and those placed before it
 * (stages in date order), and a stage with no room left gets none (an untouched window that
 * lost its room is removed). Runs under the settings' lock, so concurrent runs (the job on
 * every instance, calendar events) queue instead of creating a window twice. Idempotent.
 */
export async function syncWindows(db: Db, now: Date): Promise<SyncCounts> {
  return db.transaction(async (tx) => {
    const settings = await fanpushSettings(tx, true);
    const counts: SyncCounts = { criadas: 0, movidas: 0, removidas: 0 };
    const earliest = new Date(now.getTime() - settings.diasAntes * DAY_MS);
    const windows = await tx.select().from(fanpush).where(gt(fanpush.dataFimVotacao, earliest));
    const taken: Slot[] = windows.filter((w) => !movable(w, now)).map(slotOf);
    const stages = await tx
      .select({ etapa, fanpush })
      .from(etapa)
      .leftJoin(fanpush, eq(fanpush.etapaId, etapa.id))
      .where(and(eq(etapa.categoriaId, PROSERIES), gt(etapa.data, now)))
      .orderBy(asc(etapa.data), asc(etapa.id));
    for (const { etapa: stage, fanpush: window } of stages) {
      const ideal = windowFor(stage.data, settings);
      const placed = ideal && placeWindow(ideal, taken);
      const slot = placed && placed.fim.getTime() > now.getTime() ? placed : undefined;
      if (!window) {
        if (slot && (await createWindow(tx, stage.id, slot, stage.temporada))) counts.criadas += 1;
        if (slot) taken.push(slot);
        continue;
      }
      const current = movable(window, now) ? await moveWindow(tx, window, slot, counts) : window;
      if (current && movable(window, now)) taken.push(slotOf(current));
      if (current) await followEntryList(tx, current, stage.temporada, now);
    }
    return counts;
  });
}

const slotOf = (w: Window): Slot => ({ inicio: w.dataInicioVotacao, fim: w.dataFimVotacao });

async function createWindow(db: Db, etapaId: number, slot: Slot, temporada: number) {
  const [created] = await db
    .insert(fanpush)
    .values({ etapaId, dataInicioVotacao: slot.inicio, dataFimVotacao: slot.fim })
    .onConflictDoNothing({ target: fanpush.etapaId })
    .returning({ id: fanpush.id });
  if (!created) return false;
  await setCandidates(db, created.id, await entryList(db, temporada));
  return true;
}

/** Until it opens, a window's candidates are its season's entry list, unless adjusted. */
async function followEntryList(db: Db, window: Window, temporada: number, now: Date) {
  const notOpenYet = window.dataInicioVotacao.getTime() > now.getTime();
  if (!notOpenYet || window.candidatosAjustados || window.encerradaEm) return;
  if (await hasVotes(db, window.id)) return;
  if (await setCandidates(db, window.id, await entryList(db, temporada))) await bump(db, window.id);
}

/** A console form read before the calendar changed the window is stale now (409). */
const bump = (db: Db, id: number) =>
  db
    .update(fanpush)
    .set({ versao: sql`${fanpush.versao} + 1` })
    .where(eq(fanpush.id, id));

/**
 * Moves a window the calendar still owns to its slot; without a slot, removes it if race
 * control never touched it and nobody voted (else it stays). The window as it now is.
 */
async function moveWindow(db: Db, window: Window, slot: Slot | undefined, counts: SyncCounts) {
  if (!slot) {
    if (window.candidatosAjustados || (await hasVotes(db, window.id))) return window;
    await db.delete(fanpush).where(eq(fanpush.id, window.id));
    counts.removidas += 1;
    return undefined;
  }
  const same =
    slot.inicio.getTime() === window.dataInicioVotacao.getTime() &&
    slot.fim.getTime() === window.dataFimVotacao.getTime();
  if (same) return window;
  const [moved] = await db
    .update(fanpush)
    .set({
      dataInicioVotacao: slot.inicio,
      dataFimVotacao: slot.fim,
      versao: sql`${fanpush.versao} + 1`,
    })
    .where(eq(fanpush.id, window.id))
    .returning();
  counts.movidas += 1;
  return moved ?? window;
}
