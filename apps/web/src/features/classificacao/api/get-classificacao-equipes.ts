import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ClassificacaoEquipesSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const classificacaoEquipesPath = (idCategoria: number) =>
  `/Classificacao/categoria/${idCategoria}/equipes`;

export type ClassificacaoEquipe = z.infer<typeof ClassificacaoEquipesSchema>[number];

export function getClassificacaoEquipes(
  idCategoria: number,
  ano: number,
  limit: number,
): Promise<ClassificacaoEquipe[]> {
  return apiGet(
    classificacaoEquipesPath(idCategoria),
    import.meta.env.DEV && ClassificacaoEquipesSchema,
    { query: { ano, limit } },
  );
}

export const getClassificacaoEquipesQueryOptions = (
  idCategoria: number,
  ano: number,
  limit: number,
) =>
  queryOptions({
    queryKey: ['classificacao-equipes', idCategoria, ano, limit, getActiveLanguage()],
    queryFn: () => getClassificacaoEquipes(idCategoria, ano, limit),
  });

export function useClassificacaoEquipes(idCategoria: number, ano: number, limit: number) {
  return useQuery(getClassificacaoEquipesQueryOptions(idCategoria, ano, limit));
}
