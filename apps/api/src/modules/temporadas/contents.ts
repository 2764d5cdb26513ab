import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { etapa, inscricao } from '../../db/schema/index.ts';
import { independentReads } from '../../db/independent-reads.ts';

/** A category's season as stages and entries name it. */
export interface SeasonKey {
  categoriaId: number;
  temporada: number;
}

const keyText = (k: SeasonKey) => `${k.categoriaId}/${k.temporada}`;

/** How many stages and entries each season holds, for a page of seasons, in two queries. */
export async function contentsOf(db: Db, keys: SeasonKey[]) {
  const categorias = [...new Set(keys.map((k) => k.categoriaId))];
  const counted = async (table: typeof etapa | typeof inscricao) => {
    if (categorias.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ categoriaId: table.categoriaId, temporada: table.temporada, n: count() })
      .from(table)
      .where(inArray(table.categoriaId, categorias))
      .groupBy(table.categoriaId, table.temporada);
    return new Map(rows.map((r) => [keyText(r), r.n]));
  };
  const [etapas, inscricoes] = await independentReads(db, [
    () => counted(etapa),
    () => counted(inscricao),
  ]);
  return (key: SeasonKey) => ({
    etapas: etapas.get(keyText(key)) ?? 0,
    inscricoes: inscricoes.get(keyText(key)) ?? 0,
  });
}

/** What one season holds. */
export async function seasonContents(db: Db, key: SeasonKey) {
  const c = (await contentsOf(db, [key]))(key);
  return { ...c, total: c.etapas + c.inscricoes };
}
