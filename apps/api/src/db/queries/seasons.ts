import { and, eq, lte, max } from 'drizzle-orm';
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
