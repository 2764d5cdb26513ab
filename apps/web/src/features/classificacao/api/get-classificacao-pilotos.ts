import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ClassificacaoPilotosSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const classificacaoPilotosPath = (idCategoria: number) =>
  `/Classificacao/categoria/${idCategoria}/pilotos`;

export type ClassificacaoPiloto = z.infer<typeof ClassificacaoPilotosSchema>[number];

export function getClassificacaoPilotos(
  idCategoria: number,
  ano: number,
  limit: number,
): Promise<ClassificacaoPiloto[]> {
  return apiGet(
    classificacaoPilotosPath(idCategoria),
    import.meta.env.DEV && ClassificacaoPilotosSchema,
    { query: { ano, limit } },
  );
}

export const getClassificacaoPilotosQueryOptions = (
  idCategoria: number,
  ano: number,
  limit: number,
) =>
  queryOptions({
    queryKey: ['classificacao-pilotos', idCategoria, ano, limit, getActiveLanguage()],
    queryFn: () => getClassificacaoPilotos(idCategoria, ano, limit),
  });

export function useClassificacaoPilotos(idCategoria: number, ano: number, limit: number) {
  return useQuery(getClassificacaoPilotosQueryOptions(idCategoria, ano, limit));
}
