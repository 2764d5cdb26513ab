import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { MINUTE } from '../../../test/club.ts';
import { createCategoria, createEtapa, createInscricao } from '../../../test/factories.ts';
import {
  DAY,
  candidatesOf,
  clubAppForFile,
  createProStage,
  windowOf,
} from '../../../test/fanpush-lifecycle.ts';
import { present } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';
import { fanpushSettings, syncWindows } from './lifecycle.ts';

/**
 * Windows from the calendar (issue 11). Each test lives in its own far-off season, so the
 * stages of one never share time with another's; the clock is passed as `now`.
 */

let t: TestApp;
clubAppForFile((app) => {
  t = app;
});

const at = (y: number, m: number, d: number, h = 0) => new Date(Date.UTC(y, m - 1, d, h));

async function settings(diasAntes: number, minutosAntes: number) {
  await fanpushSettings(t.db);
  await t.db.update(s.fanpushConfig).set({ diasAntes, minutosAntes });
}

const times = (w: { dataInicioVotacao: Date; dataFimVotacao: Date } | undefined) =>
  w && [w.dataInicioVotacao.toISOString(), w.dataFimVotacao.toISOString()];

describe('windows from the calendar', () => {
  it("gives a new Pro Series stage a window N days before, closing M minutes before the race, its season's entries as candidates", async () => {
    await settings(5, 30);
    const race = at(2101, 6, 10, 17);
    const { etapa, entered } = await createProStage(t.db, race, 4);
    const other = await createCategoria(t.db);
    await createInscricao(t.db, { categoriaId: other.id, temporada: 2101 });
    await createProStage(t.db, at(2100, 6, 10), 1); // another season's entry

    const counts = await syncWindows(t.db, at(2101, 5, 1));
    const w = present(await windowOf(t.db, etapa.id), 'window');
    expect(times(w)).toEqual([
      new Date(race.getTime() - 5 * DAY).toISOString(),
      new Date(race.getTime() - 30 * MINUTE).toISOString(),
    ]);
    expect(await candidatesOf(t.db, w.id)).toEqual([...entered].sort((a, b) => a - b));
    expect(counts.criadas).toBeGreaterThanOrEqual(1);

    // Idempotent: the next minute changes nothing.
    await syncWindows(t.db, at(2101, 5, 1, 1));
    expect(await windowOf(t.db, etapa.id)).toEqual(w);
  });

  it("gives no window to another category's stage, nor to a stage already raced", async () => {
    await settings(7, 0);
    const other = await createCategoria(t.db);
    const stage = await createEtapa(t.db, { categoriaId: other.id, data: at(2102, 4, 10) });
    const past = await createProStage(t.db, at(2102, 3, 1), 3);
    await syncWindows(t.db, at(2102, 3, 2));
    expect(await windowOf(t.db, stage.id)).toBeUndefined();
    expect(await windowOf(t.db, past.etapa.id)).toBeUndefined();
  });

  it('moves a window not yet open when the settings or the stage date change; an adjusted one stays', async () => {
    await settings(7, 0);
    const a = await createProStage(t.db, at(2103, 3, 10), 3);
    const b = await createProStage(t.db, at(2103, 6, 10));
    const now = at(2103, 1, 1);
    await syncWindows(t.db, now);
    const before = present(await windowOf(t.db, a.etapa.id));
    const adjusted = present(await windowOf(t.db, b.etapa.id));
    await t.db
      .update(s.fanpush)
      .set({ horariosAjustados: true })
      .where(eq(s.fanpush.id, adjusted.id));

    await settings(3, 60);
    await t.db
      .update(s.etapa)
      .set({ data: at(2103, 3, 20) })
      .where(eq(s.etapa.id, a.etapa.id));
    const counts = await syncWindows(t.db, now);
    const moved = present(await windowOf(t.db, a.etapa.id));
    expect(times(moved)).toEqual([
      at(2103, 3, 17).toISOString(),
      at(2103, 3, 19, 23).toISOString(),
    ]);
    expect(moved.versao).toBe(before.versao + 1);
    expect(counts.movidas).toBeGreaterThanOrEqual(1);
    expect(times(await windowOf(t.db, b.etapa.id))).toEqual(times(adjusted));

    // New entries join the candidates until the window opens, unless race control chose them.
    const late = await createInscricao(t.db, { categoriaId: 1, temporada: 2103 });
    await t.db
      .update(s.fanpush)
      .set({ candidatosAjustados: true })
      .where(eq(s.fanpush.id, adjusted.id));
    await syncWindows(t.db, now);
    expect(await candidatesOf(t.db, moved.id)).toContain(late.pilotoId);
    expect(await candidatesOf(t.db, adjusted.id)).not.toContain(late.pilotoId);
  });

  it('leaves an open window where it is, whatever the calendar says', async () => {
    await settings(7, 0);
    const { etapa } = await createProStage(t.db, at(2104, 5, 10), 3);
    await syncWindows(t.db, at(2104, 4, 1));
    const opened = present(await windowOf(t.db, etapa.id));
    await settings(2, 30);
    await t.db
      .update(s.etapa)
      .set({ data: at(2104, 5, 12) })
      .where(eq(s.etapa.id, etapa.id));
    const entry = await createInscricao(t.db, { categoriaId: 1, temporada: 2104 });
    await syncWindows(t.db, at(2104, 5, 5));
    expect(await windowOf(t.db, etapa.id)).toEqual(opened);
    expect(await candidatesOf(t.db, opened.id)).not.toContain(entry.pilotoId);
  });

  it("never overlaps: two stages close together, the second's window opens as the first closes", async () => {
    await settings(7, 0);
    const first = await createProStage(t.db, at(2105, 4, 10), 3);
    const second = await createProStage(t.db, at(2105, 4, 13));
    await syncWindows(t.db, at(2105, 3, 1));
    expect(times(await windowOf(t.db, first.etapa.id))).toEqual([
      at(2105, 4, 3).toISOString(),
      at(2105, 4, 10).toISOString(),
    ]);
    expect(times(await windowOf(t.db, second.etapa.id))).toEqual([
      at(2105, 4, 10).toISOString(),
      at(2105, 4, 13).toISOString(),
    ]);
  });

  it('removes an untouched window that lost its room to one race control set by hand', async () => {
    await settings(7, 0);
    const fixed = await createProStage(t.db, at(2106, 4, 10), 3);
    const moving = await createProStage(t.db, at(2106, 4, 20));
    await syncWindows(t.db, at(2106, 3, 1));
    await t.db
      .update(s.fanpush)
      .set({ dataInicioVotacao: at(2106, 3, 20), horariosAjustados: true })
      .where(eq(s.fanpush.etapaId, fixed.etapa.id));
    await t.db
      .update(s.etapa)
      .set({ data: at(2106, 4, 5) })
      .where(eq(s.etapa.id, moving.etapa.id));
    const counts = await syncWindows(t.db, at(2106, 3, 1));
    expect(counts.removidas).toBe(1);
    expect(await windowOf(t.db, moving.etapa.id)).toBeUndefined();
    expect(await windowOf(t.db, fixed.etapa.id)).toBeDefined();
  });

  it('creates each window once when syncs run at the same time (the settings row is the lock)', async () => {
    await settings(7, 0);
    const stages = [
      await createProStage(t.db, at(2107, 4, 10), 3),
      await createProStage(t.db, at(2107, 5, 10)),
      await createProStage(t.db, at(2107, 6, 10)),
    ];
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => syncWindows(t.db, at(2107, 1, 1))),
    );
    expect(runs.reduce((n, r) => n + r.criadas, 0)).toBe(3);
    for (const { etapa } of stages) {
      const rows = await t.db.select().from(s.fanpush).where(eq(s.fanpush.etapaId, etapa.id));
      expect(rows).toHaveLength(1);
    }
    // Queued, not interleaved: each window moves once, and only the first run moves it.
    await settings(5, 0);
    const moves = await Promise.all(
      Array.from({ length: 4 }, () => syncWindows(t.db, at(2107, 1, 1))),
    );
    expect(moves.reduce((n, r) => n + r.movidas, 0)).toBe(3);
    for (const { etapa } of stages) expect((await windowOf(t.db, etapa.id))?.versao).toBe(2);
  });

  // Last: the sync the event starts runs on the real clock over every stage of this file.
  it('follows a console change of the calendar at once (the conteudo event)', async () => {
    await settings(7, 0);
    const { etapa } = await createProStage(t.db, new Date(Date.now() + 30 * DAY), 3);
    expect(await windowOf(t.db, etapa.id)).toBeUndefined();
    await t.app.events.publish('conteudo', { entidade: 'etapa', id: etapa.id });
    await vi.waitFor(async () => expect(await windowOf(t.db, etapa.id)).toBeDefined(), {
      timeout: 10_000,
    });
  });
});
