import { queryOptions, useQuery } from '@tanstack/react-query';
import { PilotosResponseSchema, type PilotoCard } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * The only drivers a member may pick (fan-club.md §7): the server accepts a favourite from
 * this season's Pro Series list alone (apps/api/src/db/queries/piloto-favorito.ts).
 */
export const FAVOURITE_CATEGORY_ID = 1;

export const PILOTOS_CLUBE_PATH = `/Piloto/categoria/${FAVOURITE_CATEGORY_ID}`;

export async function getPilotosClube(): Promise<PilotoCard[]> {
  const { pilotos } = await apiGet(
    PILOTOS_CLUBE_PATH,
    import.meta.env.DEV && PilotosResponseSchema,
  );
  return pilotos;
}

export const getPilotosClubeQueryOptions = () =>
  queryOptions({ queryKey: ['stockclub', 'pilotos-favoritos'], queryFn: getPilotosClube });

export function usePilotosClube() {
  return useQuery(getPilotosClubeQueryOptions());
}
