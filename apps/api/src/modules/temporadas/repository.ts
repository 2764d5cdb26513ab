import { and, desc, inArray, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { temporadaCategoria } from '../../db/schema/index.ts';

/** The years of the categories' seasons (of every category when none is named), newest first. */
export async function listSeasons(db: Db, categorias?: readonly number[]) {
  const rows = await db
    .selectDistinct({ ano: temporadaCategoria.ano })
    .from(temporadaCategoria)
    .where(categorias ? inArray(temporadaCategoria.categoriaId, [...categorias]) : undefined)
    .orderBy(desc(temporadaCategoria.ano));
  return rows.map((r) => r.ano);
}

/** The current season: the newest year with a season, up to this year (next year's is set up early). */
export async function findCurrentSeason(db: Db, now = new Date()) {
  const [row] = await db
    .select({ ano: max(temporadaCategoria.ano) })
    .from(temporadaCategoria)
    .where(and(lte(temporadaCategoria.ano, now.getUTCFullYear())));
  return row?.ano ?? undefined;
}
