import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Etapa } from '@stockcar/shared/schemas/etapa';
import { EtapasResponseSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import { ESTOCK_SEASON } from '../../../config/seasons.ts';

const ESTOCK_ID = 2;

export const etapasPath = (idCategoria: number) => `/Etapa/categoria/${idCategoria}`;

/** The call for a category's stages (e-stock's has a path of its own, see getEtapas). */
export const stagesPath = (idCategoria: number) =>
  idCategoria === ESTOCK_ID ? `/Etapa/categoria2/${idCategoria}` : etapasPath(idCategoria);

/**
 * A season's stages. e-stock reads them from `Etapa/categoria2/2` with its season fixed to
 * 2024 (public-site.md §7 and §9); the season asked for is ignored there.
 */
export async function getEtapas(idCategoria: number, ano: number): Promise<Etapa[]> {
  const estock = idCategoria === ESTOCK_ID;
  const { etapas } = await apiGet(
    stagesPath(idCategoria),
    import.meta.env.DEV && EtapasResponseSchema,
    {
      query: { ano: estock ? ESTOCK_SEASON : ano },
    },
  );
  return etapas;
}

export const getEtapasQueryOptions = (idCategoria: number, ano: number) =>
  queryOptions({
    queryKey: [
      'etapas',
      idCategoria,
      idCategoria === ESTOCK_ID ? ESTOCK_SEASON : ano,
      getActiveLanguage(),
    ],
    queryFn: () => getEtapas(idCategoria, ano),
  });

export function useEtapas(idCategoria: number, ano: number) {
  return useQuery(getEtapasQueryOptions(idCategoria, ano));
}
