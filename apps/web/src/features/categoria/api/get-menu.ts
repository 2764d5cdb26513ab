import { queryOptions, useQuery } from '@tanstack/react-query';
import { MenuResponseSchema, type MenuResponse } from '@stockcar/shared/schemas/categoria';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const MENU_PATH = '/Categoria';

export function getMenu(idCategoria: number): Promise<MenuResponse> {
  return apiGet(MENU_PATH, import.meta.env.DEV && MenuResponseSchema, { query: { idCategoria } });
}

export const getMenuQueryOptions = (idCategoria: number) =>
  queryOptions({
    queryKey: ['menu', idCategoria, getActiveLanguage()],
    queryFn: () => getMenu(idCategoria),
  });

export function useMenu(idCategoria: number) {
  return useQuery(getMenuQueryOptions(idCategoria));
}
