import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { EquipeDetalheSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export type EquipeDetalhe = z.infer<typeof EquipeDetalheSchema>;

export function getEquipe(idEquipe: number, idCategoria: number): Promise<EquipeDetalhe> {
  return apiGet(
    `/Equipe/${idEquipe}/categoria/${idCategoria}`,
    import.meta.env.DEV && EquipeDetalheSchema,
  );
}

export const getEquipeQueryOptions = (idEquipe: number, idCategoria: number) =>
  queryOptions({
    queryKey: ['equipe', idEquipe, idCategoria, getActiveLanguage()],
    queryFn: () => getEquipe(idEquipe, idCategoria),
  });

export function useEquipe(idEquipe: number, idCategoria: number) {
  return useQuery(getEquipeQueryOptions(idEquipe, idCategoria));
}
