import { and, eq, inArray, ne } from 'drizzle-orm';
import { CALENDARIO_TEXTOS as TEXTOS } from '@stockcar/shared/schemas/admin/calendario';
import type { EtapaInput } from '@stockcar/shared/schemas/admin/etapas';
import type { Db } from '../../db/client.ts';
import {
  circuito,
  corrida,
  etapa,
  fanpush,
  fanpushVoto,
  resultado,
} from '../../db/schema/index.ts';
import { requireSeason } from '../../db/queries/seasons.ts';
import { requireParent } from '../../plugins/admin/children.ts';
import { isUsed } from '../../plugins/admin/references.ts';
import { fieldProblem, HttpProblem } from '../../plugins/problem.ts';

/** The stage's races, each with whether it has results. */
export async function racesOfStage(db: Db, etapaId: number) {
  const races = await db.select().from(corrida).where(eq(corrida.etapaId, etapaId));
  const ids = races.map((r) => r.id);
  const scored =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ corridaId: resultado.corridaId })
          .from(resultado)
          .where(inArray(resultado.corridaId, ids));
  const withResults = new Set(scored.map((r) => r.corridaId));
  return races.map((race) => ({ ...race, temResultados: withResults.has(race.id) }));
}

/** Races keep their ids: an id must be one of this stage's; one with results stays. */
function checkRaces(input: EtapaInput, stored: Awaited<ReturnType<typeof racesOfStage>>) {
  const storedIds = new Set(stored.map((r) => r.id));
  input.corridas.forEach((c, i) => {
    if (c.id !== undefined && !storedIds.has(c.id)) {
      throw fieldProblem(`corridas.${i}.id`, TEXTOS.corridaDeOutraEtapa);
    }
  });
  const kept = new Set(input.corridas.map((c) => c.id));
  const removed = stored.find((r) => !kept.has(r.id) && r.temResultados);
  if (removed) throw fieldProblem('corridas', TEXTOS.corridaComResultados(removed.numero));
}

/**
 * The season and circuit exist, the stage number is free in the season, races with results
 * stay, and a stage with results stays in its season (its results are that season's entries).
 */
export async function checkStage(db: Db, input: EtapaInput, id?: number) {
  await requireSeason(db, input.categoriaId, input.temporada, 'temporada');
  await requireParent(db, circuito.id, input.circuitoId, 'circuitoId', TEXTOS.circuitoInexistente);
  const [same] = await db
    .select({ id: etapa.id })
    .from(etapa)
    .where(
      and(
        eq(etapa.categoriaId, input.categoriaId),
        eq(etapa.temporada, input.temporada),
        eq(etapa.numero, input.numero),
        id === undefined ? undefined : ne(etapa.id, id),
      ),
    );
  if (same) throw fieldProblem('numero', TEXTOS.etapaRepetida(input.numero));
  const stored = id === undefined ? [] : await racesOfStage(db, id);
  checkRaces(input, stored);
  if (id === undefined || !stored.some((r) => r.temResultados)) return;
  const [row] = await db.select().from(etapa).where(eq(etapa.id, id));
  if (row && (row.categoriaId !== input.categoriaId || row.temporada !== input.temporada)) {
    throw fieldProblem('temporada', TEXTOS.etapaMudaTemporada);
  }
}

/** A stage goes only without results, and without confirmed Fan Push ballots (kept forever). */
export async function checkStageDelete(db: Db, etapaId: number) {
  if ((await racesOfStage(db, etapaId)).some((r) => r.temResultados)) {
    throw new HttpProblem(400, TEXTOS.etapaComResultados);
  }
  // One window per stage.
  const [window] = await db
    .select({ id: fanpush.id })
    .from(fanpush)
    .where(eq(fanpush.etapaId, etapaId));
  const ballots = { column: fanpushVoto.fanpushId, where: eq(fanpushVoto.status, 'confirmado') };
  if (window && (await isUsed(db, [ballots], window.id))) {
    throw new HttpProblem(400, TEXTOS.etapaComVotos);
  }
}
