import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { EquipesResponseSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const equipesPath = (idCategoria: number) => `/Equipe/categoria/${idCategoria}`;

export type EquipeCard = z.infer<typeof EquipesResponseSchema>[number];

/** The category's teams; no season asked, the API shows the category's current one (§7). */
export function getEquipes(idCategoria: number): Promise<EquipeCard[]> {
  return apiGet(equipesPath(idCategoria), import.meta.env.DEV && EquipesResponseSchema);
}

export const getEquipesQueryOptions = (idCategoria: number) =>
  queryOptions({
    queryKey: ['equipes', idCategoria, getActiveLanguage()],
    queryFn: () => getEquipes(idCategoria),
  });

export function useEquipes(idCategoria: number) {
  return useQuery(getEquipesQueryOptions(idCategoria));
}
