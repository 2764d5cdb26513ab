import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEWS_PAGE_SIZE_LIST } from '@stockcar/shared/constants';
import { GaleriasPageSchema } from '@stockcar/shared/schemas/noticias';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import { nextPage } from '../utils/paging.ts';

export type GaleriasPage = z.infer<typeof GaleriasPageSchema>;

/** One page of a category's galleries, newest first (public-site.md §7). */
export function getGalerias(
  idCategoria: number,
  ano: number | undefined,
  numeroPagina: number,
): Promise<GaleriasPage> {
  return apiGet(
    `/Noticias/categoria/${idCategoria}/galeria`,
    import.meta.env.DEV && GaleriasPageSchema,
    { query: { tamanhoPagina: NEWS_PAGE_SIZE_LIST, numeroPagina, ano } },
  );
}

/** The galleries tab: paged like the news, 12 at a time with 'Carregar mais'. */
export const getGaleriasFeedQueryOptions = (idCategoria: number, ano: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['galerias-feed', idCategoria, ano ?? 0, getActiveLanguage()],
    queryFn: ({ pageParam }) => getGalerias(idCategoria, ano, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useGaleriasFeed(idCategoria: number, ano: number | undefined) {
  return useInfiniteQuery(getGaleriasFeedQueryOptions(idCategoria, ano));
}
