import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { NEWS_PAGE_SIZE_LIST } from '@stockcar/shared/constants';
import { NoticiasPageSchema, type Noticia } from '@stockcar/shared/schemas/noticias';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import { nextPage } from '../utils/paging.ts';

export const noticiasPath = (idCategoria: number) => `/Noticias/categoria/${idCategoria}`;

export type NoticiasPage = z.infer<typeof NoticiasPageSchema>;
export type { Noticia };

export interface NoticiasFilter {
  tamanhoPagina: number;
  /** Text or tag; the API searches in Portuguese, accents ignored. */
  busca?: string | undefined;
  /** Season; every season when absent. */
  ano?: number | undefined;
}

/** One page of a category's news, newest first (public-site.md §7). */
export function getNoticias(
  idCategoria: number,
  filter: NoticiasFilter,
  numeroPagina = 1,
): Promise<NoticiasPage> {
  return apiGet(noticiasPath(idCategoria), import.meta.env.DEV && NoticiasPageSchema, {
    query: { ...filter, numeroPagina },
  });
}

/** A single page: the home's news block (5) and the related-news blocks (4). */
export const getNoticiasQueryOptions = (idCategoria: number, filter: NoticiasFilter) =>
  queryOptions({
    queryKey: ['noticias', idCategoria, filter, getActiveLanguage()],
    queryFn: () => getNoticias(idCategoria, filter),
  });

export function useNoticias(idCategoria: number, filter: NoticiasFilter) {
  return useQuery(getNoticiasQueryOptions(idCategoria, filter));
}

export type NewsSearch = Omit<NoticiasFilter, 'tamanhoPagina'>;

/** The news list: pages of 12, 'Carregar mais' appending the next (public-site.md §9). */
export const getNoticiasFeedQueryOptions = (idCategoria: number, search: NewsSearch) =>
  infiniteQueryOptions({
    queryKey: ['noticias-feed', idCategoria, search, getActiveLanguage()],
    queryFn: ({ pageParam }) =>
      getNoticias(idCategoria, { ...search, tamanhoPagina: NEWS_PAGE_SIZE_LIST }, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useNoticiasFeed(idCategoria: number, search: NewsSearch) {
  return useInfiniteQuery(getNoticiasFeedQueryOptions(idCategoria, search));
}
