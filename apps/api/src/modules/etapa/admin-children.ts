import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { EtapaInput } from '@stockcar/shared/schemas/admin/etapas';
import type { TipoCorrida } from '@stockcar/shared/racing-rules';
import type { Db } from '../../db/client.ts';
import { corrida, programacao } from '../../db/schema/index.ts';
import { sanitizeCmsHtml } from '../../lib/html-sanitizer.ts';

type CorridaInput = EtapaInput['corridas'][number];
type CorridaRow = typeof corrida.$inferSelect;

const idsOf = (items: { id?: number | undefined }[]) =>
  items.flatMap((i) => (i.id === undefined ? [] : [i.id]));

/** The race's columns from the form (the contract checked the type against the category). */
const raceValues = (c: CorridaInput) => ({
  numero: c.numero,
  descricao: c.descricao,
  tipo: c.tipo as TipoCorrida | null,
});

const differs = (stored: CorridaRow, c: CorridaInput) =>
  stored.numero !== c.numero || stored.descricao !== c.descricao || stored.tipo !== c.tipo;

/**
 * The stage's races as sent: removed ones deleted (checkStage refused those with results),
 * kept ones updated in place (their ids stay, results point at them), new ones inserted. A
 * race's version moves only when it changed, so a results screen open on it is not disturbed.
 */
async function writeRaces(db: Db, etapaId: number, races: CorridaInput[]) {
  const keep = idsOf(races);
  await db
    .delete(corrida)
    .where(
      and(eq(corrida.etapaId, etapaId), keep.length > 0 ? notInArray(corrida.id, keep) : undefined),
    );
  const rows = await db.select().from(corrida).where(eq(corrida.etapaId, etapaId));
  const stored = new Map(rows.map((r) => [r.id, r]));
  const changed = races.flatMap((c) => {
    const row = c.id === undefined ? undefined : stored.get(c.id);
    return row && differs(row, c) ? [{ row, c }] : [];
  });
  // Two races may swap numbers (unique in the stage): free the numbers first, then set them.
  const renumbered = changed.filter(({ row, c }) => row.numero !== c.numero).map((x) => x.row.id);
  if (renumbered.length > 0) {
    await db
      .update(corrida)
      .set({ numero: sql`-${corrida.id}` })
      .where(inArray(corrida.id, renumbered));
  }
  for (const { row, c } of changed) {
    await db
      .update(corrida)
      .set({ ...raceValues(c), versao: sql`${corrida.versao} + 1` })
      .where(eq(corrida.id, row.id));
  }
  const added = races.filter((c) => c.id === undefined);
  if (added.length > 0) {
    await db.insert(corrida).values(added.map((c) => ({ etapaId, ...raceValues(c) })));
  }
}

/** The schedule days as sent, sanitised; a day sent with its id keeps it. */
async function writeSchedule(db: Db, etapaId: number, days: EtapaInput['programacoes']) {
  const rows = await db
    .select({ id: programacao.id })
    .from(programacao)
    .where(eq(programacao.etapaId, etapaId));
  const stored = new Set(rows.map((r) => r.id));
  const keep = idsOf(days).filter((id) => stored.has(id));
  await db
    .delete(programacao)
    .where(
      and(
        eq(programacao.etapaId, etapaId),
        keep.length > 0 ? notInArray(programacao.id, keep) : undefined,
      ),
    );
  for (const d of days) {
    const values = { dia: d.dia, data: d.data, html: sanitizeCmsHtml(d.html) };
    if (d.id !== undefined && stored.has(d.id)) {
      await db.update(programacao).set(values).where(eq(programacao.id, d.id));
    } else {
      await db.insert(programacao).values({ ...values, etapaId });
    }
  }
}

/** Races and schedule days, in the stage's transaction. */
export async function writeStageChildren(db: Db, etapaId: number, input: EtapaInput) {
  await writeRaces(db, etapaId, input.corridas);
  await writeSchedule(db, etapaId, input.programacoes);
}
