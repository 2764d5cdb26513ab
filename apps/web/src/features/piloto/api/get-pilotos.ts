import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ESTOCK_SUBCATEGORIAS, PilotoCard } from '@stockcar/shared/schemas/racing';
import { PilotosResponseSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const pilotosPath = (idCategoria: number) => `/Piloto/categoria/${idCategoria}`;

export type EstockDivision = (typeof ESTOCK_SUBCATEGORIAS)[number];

/**
 * The category's drivers. The call takes no season (public-site.md §7): the API shows the
 * category's current one, so the old turismo keeps its last grid. e-stock asks per division.
 */
export async function getPilotos(
  idCategoria: number,
  subCategoria?: EstockDivision,
): Promise<PilotoCard[]> {
  const { pilotos } = await apiGet(
    pilotosPath(idCategoria),
    import.meta.env.DEV && PilotosResponseSchema,
    { query: { subCategoria } },
  );
  return pilotos;
}

export const getPilotosQueryOptions = (idCategoria: number, subCategoria?: EstockDivision) =>
  queryOptions({
    queryKey: ['pilotos', idCategoria, subCategoria ?? '', getActiveLanguage()],
    queryFn: () => getPilotos(idCategoria, subCategoria),
  });

export function usePilotos(idCategoria: number, subCategoria?: EstockDivision) {
  return useQuery(getPilotosQueryOptions(idCategoria, subCategoria));
}
