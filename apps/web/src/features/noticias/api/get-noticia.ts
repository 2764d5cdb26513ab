import { queryOptions, useQuery } from '@tanstack/react-query';
import { NoticiaSchema, type Noticia } from '@stockcar/shared/schemas/noticias';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const noticiaPath = (idCategoria: number, id: number) =>
  `/Noticias/categoria/${idCategoria}/noticia/${id}`;

/** One article of a category; 404 when it is unknown or of another category. */
export function getNoticia(idCategoria: number, id: number): Promise<Noticia> {
  return apiGet(noticiaPath(idCategoria, id), import.meta.env.DEV && NoticiaSchema);
}

export const getNoticiaQueryOptions = (idCategoria: number, id: number) =>
  queryOptions({
    queryKey: ['noticia', idCategoria, id, getActiveLanguage()],
    queryFn: () => getNoticia(idCategoria, id),
  });

export function useNoticia(idCategoria: number, id: number) {
  return useQuery(getNoticiaQueryOptions(idCategoria, id));
}
