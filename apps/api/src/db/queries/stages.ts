import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { circuito, etapa } from '../schema/index.ts';

/** Circuits and their stages: read by the racing API and by the pages' heads. */

export function findCircuit(db: Db, id: number) {
  return db.query.circuito.findFirst({ where: eq(circuito.id, id) });
}

export async function findNextStageAt(db: Db, circuitoId: number, categoriaId: number) {
  const [row] = await db
    .select()
    .from(etapa)
    .where(
      and(
        eq(etapa.circuitoId, circuitoId),
        eq(etapa.categoriaId, categoriaId),
        eq(etapa.finalizada, false),
        gt(etapa.data, sql`now()`),
      ),
    )
    .orderBy(asc(etapa.data))
    .limit(1);
  return row;
}

/** The first unfinished stage of a category that starts after now, with its circuit. */
export async function findNextStage(db: Db, idCategoria: number) {
  const [row] = await db
    .select({ etapa, circuito })
    .from(etapa)
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId))
    .where(
      and(
        eq(etapa.categoriaId, idCategoria),
        eq(etapa.finalizada, false),
        gt(etapa.data, sql`now()`),
      ),
    )
    .orderBy(asc(etapa.data))
    .limit(1);
  return row;
}

/** Stages of a season with their circuit, in date order. */
export function findStages(db: Db, categoriaId: number, temporada: number) {
  return db
    .select({ etapa, circuito })
    .from(etapa)
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId))
    .where(and(eq(etapa.categoriaId, categoriaId), eq(etapa.temporada, temporada)))
    .orderBy(asc(etapa.data));
}
