import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { biblioteca, bibliotecaVideo } from '../../db/schema/index.ts';

const libraryColumns = {
  idBiblioteca: biblioteca.id,
  nome: biblioteca.nome,
  thumbnail: biblioteca.thumbnail,
  quantidadeDeVideos: count(bibliotecaVideo.id),
};

/** The libraries with their video counts, in one grouped query. */
export function listLibraries(db: Db) {
  return db
    .select(libraryColumns)
    .from(biblioteca)
    .leftJoin(bibliotecaVideo, eq(bibliotecaVideo.bibliotecaId, biblioteca.id))
    .groupBy(biblioteca.id)
    .orderBy(asc(biblioteca.ordem), asc(biblioteca.id));
}

export async function findLibrary(db: Db, id: number) {
  const [library] = await db
    .select(getTableColumns(biblioteca))
    .from(biblioteca)
    .where(eq(biblioteca.id, id));
  if (!library) return undefined;
  const videos = await db
    .select({
      titulo: bibliotecaVideo.titulo,
      thumbnail: bibliotecaVideo.thumbnail,
      link: bibliotecaVideo.link,
    })
    .from(bibliotecaVideo)
    .where(eq(bibliotecaVideo.bibliotecaId, id))
    .orderBy(asc(bibliotecaVideo.ordem), asc(bibliotecaVideo.id));
  return {
    idBiblioteca: library.id,
    nome: library.nome,
    thumbnail: library.thumbnail,
    quantidadeDeVideos: videos.length,
    videos,
  };
}
