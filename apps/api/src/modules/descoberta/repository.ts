import { and, asc, desc, eq, gt, max, sql } from 'drizzle-orm';
import { categoryById, type Category } from '@stockcar/shared/categories';
import type { Db } from '../../db/client.ts';
import {
  categoria,
  corrida,
  etapa,
  galeria,
  galeriaVisivel,
  noticia,
  noticiaVisivel,
  paginaEvento,
  programacao,
} from '../../db/schema/index.ts';

/** The categories of the site (the shared table) the database holds, in the table's order. */
export async function siteCategories(db: Db): Promise<Category[]> {
  const rows = await db.select({ id: categoria.id }).from(categoria);
  return rows
    .map((row) => categoryById(row.id))
    .filter((c): c is Category => c !== undefined)
    .sort((a, b) => a.id - b.id);
}

/** Dated content, with the rule that decides what fans see (the public reads' own). */
const DATED = {
  noticias: {
    table: noticia,
    id: noticia.id,
    categoriaId: noticia.categoriaId,
    data: noticia.dataPublicacao,
    visible: noticiaVisivel,
  },
  galerias: {
    table: galeria,
    id: galeria.id,
    categoriaId: galeria.categoriaId,
    data: galeria.dataPublicacao,
    visible: galeriaVisivel,
  },
};
export type DatedKind = keyof typeof DATED;
export const DATED_KINDS = Object.keys(DATED) as DatedKind[];

/**
 * The pages of `size` items each category's visible content fills, oldest first (an old page
 * keeps its items as new ones arrive), with the newest date of each page.
 */
export function datedPages(db: Db, kind: DatedKind, size: number) {
  const d = DATED[kind];
  const numbered = db
    .select({
      categoriaId: d.categoriaId,
      data: d.data,
      pagina:
        sql<number>`((row_number() over (partition by ${d.categoriaId} order by ${d.data}, ${d.id}) - 1) / ${size} + 1)::int`.as(
          'pagina',
        ),
    })
    .from(d.table)
    .where(d.visible())
    .as('numerado');
  return db
    .select({
      categoriaId: numbered.categoriaId,
      pagina: numbered.pagina,
      lastmod: max(numbered.data),
    })
    .from(numbered)
    .groupBy(numbered.categoriaId, numbered.pagina)
    .orderBy(numbered.categoriaId, numbered.pagina);
}

/** One of those pages: the category's index on (categoria, date, id) serves the order. */
export function datedPage(
  db: Db,
  kind: DatedKind,
  categoriaId: number,
  pagina: number,
  size: number,
) {
  const d = DATED[kind];
  return db
    .select({ id: d.id, lastmod: d.data })
    .from(d.table)
    .where(and(eq(d.categoriaId, categoriaId), d.visible()))
    .orderBy(asc(d.data), asc(d.id))
    .limit(size)
    .offset((pagina - 1) * size);
}

/** The newest visible item of each category. */
export function latestPerCategory(db: Db, kind: DatedKind) {
  const d = DATED[kind];
  return db
    .select({ categoriaId: d.categoriaId, lastmod: max(d.data) })
    .from(d.table)
    .where(d.visible())
    .groupBy(d.categoriaId);
}

/** When each category's results last became official: what its standings and drivers show. */
export function latestResults(db: Db) {
  return db
    .select({ categoriaId: etapa.categoriaId, lastmod: max(corrida.oficialEm) })
    .from(corrida)
    .innerJoin(etapa, eq(etapa.id, corrida.etapaId))
    .where(eq(corrida.situacao, 'oficial'))
    .groupBy(etapa.categoriaId);
}

/** The circuits each category raced or will race on (the circuits list's rule). */
export function categoryCircuits(db: Db) {
  return db
    .selectDistinct({ categoriaId: etapa.categoriaId, circuitoId: etapa.circuitoId })
    .from(etapa)
    .orderBy(etapa.categoriaId, etapa.circuitoId);
}

/**
 * The next stage at each circuit of each category (unfinished, to come, as the schedule page
 * picks it) and whether it has a schedule to show (one of its schedule days, if any).
 */
export function nextStagesByCircuit(db: Db) {
  return db
    .selectDistinctOn([etapa.categoriaId, etapa.circuitoId], {
      categoriaId: etapa.categoriaId,
      circuitoId: etapa.circuitoId,
      programacaoId: programacao.id,
    })
    .from(etapa)
    .leftJoin(programacao, eq(programacao.etapaId, etapa.id))
    .where(and(eq(etapa.finalizada, false), gt(etapa.data, sql`now()`)))
    .orderBy(etapa.categoriaId, etapa.circuitoId, asc(etapa.data));
}

/** The pro series' event pages the newsroom keeps. */
export function eventPages(db: Db) {
  return db.select({ pagina: paginaEvento.pagina }).from(paginaEvento).orderBy(paginaEvento.pagina);
}

/** A category's newest visible news for its feed (`noticia_categoria_data_idx` serves it). */
export function feedNews(db: Db, categoriaId: number, limit: number) {
  return db
    .select({
      id: noticia.id,
      titulo: noticia.titulo,
      texto: noticia.texto,
      dataPublicacao: noticia.dataPublicacao,
      imagem: noticia.imagem,
      imagemAlt: noticia.imagemAlt,
      tags: noticia.tags,
    })
    .from(noticia)
    .where(and(eq(noticia.categoriaId, categoriaId), noticiaVisivel()))
    .orderBy(desc(noticia.dataPublicacao), desc(noticia.id))
    .limit(limit);
}
