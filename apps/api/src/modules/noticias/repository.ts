import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@stockcar/shared/i18n';
import type { Db } from '../../db/client.ts';
import type { CountCache } from '../../services/count-cache.ts';
import {
  foldAccents,
  galeria,
  galeriaPiloto,
  galeriaVisivel,
  noticia,
  noticiaVisivel,
  searchConfig,
} from '../../db/schema/index.ts';
import { independentReads } from '../../db/independent-reads.ts';

// Also read by the pages' heads (modules/paginas).
export { findGallery, findImages, findNews } from '../../db/queries/news.ts';

/** The publication year in São Paulo time. */
const yearOf = (column: AnyPgColumn) =>
  sql`extract(year from ${column} at time zone 'America/Sao_Paulo')`;

export interface NewsFilter {
  categoriaId: number;
  busca?: string | undefined;
  ano?: number | undefined;
  /** English also searches the English text, with English stemming (formula-4). */
  idioma?: Language | undefined;
  limit: number;
  offset: number;
}

/**
 * Full-text search ignoring accents, in Portuguese and, for an English reader, in English too;
 * a search equal to a tag also finds it.
 */
function newsWhere(f: NewsFilter) {
  const busca = f.busca?.trim();
  const query = (language: Language) =>
    sql`websearch_to_tsquery(${searchConfig(language)}, ${foldAccents(sql`${busca}`)})`;
  return and(
    eq(noticia.categoriaId, f.categoriaId),
    noticiaVisivel(),
    f.ano ? sql`${yearOf(noticia.dataPublicacao)} = ${f.ano}` : undefined,
    busca
      ? or(
          sql`${noticia.busca} @@ ${query('pt-br')}`,
          f.idioma === 'en' ? sql`${noticia.buscaEn} @@ ${query('en')}` : undefined,
          sql`${busca} = any(${noticia.tags})`,
        )
      : undefined,
  );
}

/**
 * How many rows match: from the count cache when there is one, keyed by everything in the
 * filter but the page, so paging through a list counts once.
 */
function totalOf(
  counts: CountCache | undefined,
  key: unknown[],
  query: () => PromiseLike<{ n: number }[]>,
): Promise<number> {
  const compute = async () => (await query())[0]?.n ?? 0;
  return counts ? counts.get(JSON.stringify(key), compute) : compute();
}

/** One page of the filter's news, newest first (`noticia_categoria_data_idx` serves the order). */
export function newsPageQuery(db: Db, f: NewsFilter) {
  return db
    .select()
    .from(noticia)
    .where(newsWhere(f))
    .orderBy(desc(noticia.dataPublicacao), desc(noticia.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function findNewsPage(db: Db, f: NewsFilter, counts?: CountCache) {
  const where = newsWhere(f);
  const [rows, total] = await independentReads(db, [
    () => newsPageQuery(db, f),
    () =>
      totalOf(counts, ['noticias', f.categoriaId, f.busca, f.ano, f.idioma], () =>
        db.select({ n: count() }).from(noticia).where(where),
      ),
  ]);
  return { rows, total };
}

export async function findGalleriesPage(db: Db, f: Omit<NewsFilter, 'busca'>, counts?: CountCache) {
  const where = and(
    eq(galeria.categoriaId, f.categoriaId),
    galeriaVisivel(),
    f.ano ? sql`${yearOf(galeria.dataPublicacao)} = ${f.ano}` : undefined,
  );
  const [rows, total] = await independentReads(db, [
    () =>
      db
        .select()
        .from(galeria)
        .where(where)
        .orderBy(desc(galeria.dataPublicacao), desc(galeria.id))
        .limit(f.limit)
        .offset(f.offset),
    () =>
      totalOf(counts, ['galerias', f.categoriaId, f.ano], () =>
        db.select({ n: count() }).from(galeria).where(where),
      ),
  ]);
  return { rows, total };
}

export function findDriverGalleries(db: Db, pilotoId: number) {
  return db
    .select({ galeria })
    .from(galeria)
    .innerJoin(galeriaPiloto, eq(galeriaPiloto.galeriaId, galeria.id))
    .where(and(eq(galeriaPiloto.pilotoId, pilotoId), galeriaVisivel()))
    .orderBy(desc(galeria.dataPublicacao));
}
