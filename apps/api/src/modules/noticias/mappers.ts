import { pickText, type Language } from '@stockcar/shared/i18n';
import type { Galeria, Noticia } from '@stockcar/shared/schemas/noticias';
import type { galeria, noticia } from '../../db/schema/index.ts';

export function toNoticia(row: typeof noticia.$inferSelect, idioma: Language): Noticia {
  return {
    id: row.id,
    titulo: pickText(row.titulo, idioma),
    dataPublicacao: row.dataPublicacao.toISOString(),
    imagemNoticia: row.imagem,
    imagemGaleria: row.imagemGaleria,
    backgroundImagem: row.backgroundImagem,
    texto: pickText(row.texto, idioma),
    tags: row.tags,
  };
}

export function toGaleria(
  row: typeof galeria.$inferSelect,
  images: string[],
  idioma: Language,
): Galeria {
  return {
    id: row.id,
    titulo: pickText(row.titulo, idioma),
    dataPublicacao: row.dataPublicacao.toISOString(),
    imagemGaleria: images,
  };
}

export function pageOf<T>(
  resultado: T[],
  total: number,
  tamanhoPagina: number,
  numeroPagina: number,
) {
  return { resultado, tamanhoPagina, numeroPagina, totalPaginas: Math.ceil(total / tamanhoPagina) };
}
