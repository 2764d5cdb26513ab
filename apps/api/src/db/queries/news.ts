import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  galeria,
  galeriaImagem,
  galeriaVisivel,
  noticia,
  noticiaVisivel,
} from '../schema/index.ts';

/** An article and a gallery as fans see them: read by the news API and by the pages' heads. */

export async function findNews(db: Db, categoriaId: number, id: number) {
  const [row] = await db
    .select()
    .from(noticia)
    .where(and(eq(noticia.id, id), eq(noticia.categoriaId, categoriaId), noticiaVisivel()));
  return row;
}

export async function findGallery(db: Db, categoriaId: number, id: number) {
  const [row] = await db
    .select()
    .from(galeria)
    .where(and(eq(galeria.id, id), eq(galeria.categoriaId, categoriaId), galeriaVisivel()));
  return row;
}

/** Images of several galleries in one query, in order. */
export async function findImages(db: Db, galleryIds: number[]) {
  if (galleryIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ galeriaId: galeriaImagem.galeriaId, url: galeriaImagem.url })
    .from(galeriaImagem)
    .where(inArray(galeriaImagem.galeriaId, galleryIds))
    .orderBy(asc(galeriaImagem.galeriaId), asc(galeriaImagem.ordem), asc(galeriaImagem.id));
  const byGallery = new Map<number, string[]>();
  for (const r of rows) byGallery.set(r.galeriaId, [...(byGallery.get(r.galeriaId) ?? []), r.url]);
  return byGallery;
}
