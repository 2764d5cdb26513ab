import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoriaResponseSchema, type Categoria } from '@stockcar/shared/schemas/categoria';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import { setStoredCategory } from '../../../lib/session.ts';

export const categoriaPath = (idCategoria: number) => `/Categoria/${idCategoria}`;

export async function getCategoria(idCategoria: number): Promise<Categoria> {
  const { categoria } = await apiGet(
    categoriaPath(idCategoria),
    import.meta.env.DEV && CategoriaResponseSchema,
  );
  setStoredCategory(categoria); // the store's getCategoria keeps it for the session (§4)
  return categoria;
}

export const getCategoriaQueryOptions = (idCategoria: number) =>
  queryOptions({
    queryKey: ['categoria', idCategoria, getActiveLanguage()],
    queryFn: () => getCategoria(idCategoria),
  });

export function useCategoria(idCategoria: number) {
  return useQuery(getCategoriaQueryOptions(idCategoria));
}
