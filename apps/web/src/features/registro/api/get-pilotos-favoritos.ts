import { queryOptions, useQuery } from '@tanstack/react-query';
import { PilotosResponseSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';

/** The category whose drivers a member may choose as favourite (fan-club.md §7). */
export const FAVOURITE_CATEGORY_ID = 1;

export const PILOTOS_FAVORITOS_PATH = `/Piloto/categoria/${FAVOURITE_CATEGORY_ID}`;

/** The drivers of the favourite-driver step (GET Piloto/categoria/1). */
export async function getPilotosFavoritos() {
  const { pilotos } = await apiGet(
    PILOTOS_FAVORITOS_PATH,
    import.meta.env.DEV && PilotosResponseSchema,
  );
  return pilotos;
}

export const getPilotosFavoritosQueryOptions = () =>
  queryOptions({ queryKey: ['registro', 'pilotos'], queryFn: getPilotosFavoritos });

export function usePilotosFavoritos() {
  return useQuery(getPilotosFavoritosQueryOptions());
}
