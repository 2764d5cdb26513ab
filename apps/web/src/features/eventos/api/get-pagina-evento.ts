import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PaginaEventoSchema,
  type PaginaEvento,
  type PaginaEventoSlug,
} from '@stockcar/shared/schemas/pagina-evento';
import { apiGet } from '../../../lib/api-client.ts';

export const paginaEventoPath = (pagina: PaginaEventoSlug) => `/PaginaEvento/${pagina}`;

export function getPaginaEvento(pagina: PaginaEventoSlug): Promise<PaginaEvento> {
  return apiGet(paginaEventoPath(pagina), import.meta.env.DEV && PaginaEventoSchema);
}

export const getPaginaEventoQueryOptions = (pagina: PaginaEventoSlug) =>
  queryOptions({
    // Portuguese only (the pro series): the language is not part of the key.
    queryKey: ['pagina-evento', pagina],
    queryFn: () => getPaginaEvento(pagina),
  });

export function usePaginaEvento(pagina: PaginaEventoSlug, enabled = true) {
  return useQuery({ ...getPaginaEventoQueryOptions(pagina), enabled });
}
