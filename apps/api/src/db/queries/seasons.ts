import { and, eq, lte, max } from 'drizzle-orm';
import { CALENDARIO_TEXTOS } from '@stockcar/shared/schemas/admin/calendario';
import { fieldProblem } from '../../plugins/problem.ts';
import type { Db } from '../client.ts';
import { temporadaCategoria } from '../schema/index.ts';

/**
 * The season a category screen shows: the one asked for, else the category's newest season up
 * to the current year (e-stock stays on 2024, the old turismo on its last season).
 */
export async function resolveSeason(db: Db, categoriaId: number, ano: number | undefined) {
  if (ano !== undefined) return ano;
  const currentYear = new Date().getUTCFullYear();
  const [row] = await db
    .select({ ano: max(temporadaCategoria.ano) })
    .from(temporadaCategoria)
    .where(
      and(
        eq(temporadaCategoria.categoriaId, categoriaId),
        lte(temporadaCategoria.ano, currentYear),
      ),
    );
  return row?.ano ?? currentYear;
}

/**
 * A stage or an entry names a season race control created first (issue 11): otherwise a 400
 * on `field` in Portuguese.
 */
export async function requireSeason(db: Db, categoriaId: number, ano: number, field: string) {
  const [row] = await db
    .select({ id: temporadaCategoria.id })
    .from(temporadaCategoria)
    .where(and(eq(temporadaCategoria.categoriaId, categoriaId), eq(temporadaCategoria.ano, ano)));
  if (!row) throw fieldProblem(field, CALENDARIO_TEXTOS.temporadaInexistente(ano));
}
