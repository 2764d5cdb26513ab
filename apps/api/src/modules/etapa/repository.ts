import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { circuito, etapa } from '../../db/schema/index.ts';

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
