import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProximaEtapaResponseSchema, type Etapa } from '@stockcar/shared/schemas/etapa';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import { getCachedNextStage, setCachedNextStage } from '../../../lib/session.ts';

export const proximaEtapaPath = (idCategoria: number) => `/Etapa/proxima/categoria/${idCategoria}`;

export async function getProximaEtapa(idCategoria: number): Promise<Etapa | null> {
  const etapa = await apiGet(
    proximaEtapaPath(idCategoria),
    import.meta.env.DEV && ProximaEtapaResponseSchema,
  );
  setCachedNextStage(idCategoria, etapa);
  return etapa;
}

export const getProximaEtapaQueryOptions = (idCategoria: number) =>
  queryOptions({
    queryKey: ['proxima-etapa', idCategoria, getActiveLanguage()],
    queryFn: () => getProximaEtapa(idCategoria),
    // The session copy (public-site.md §7) paints at once; being stale, it is refreshed on mount.
    initialData: () => getCachedNextStage(idCategoria),
    initialDataUpdatedAt: 0,
  });

export function useProximaEtapa(idCategoria: number) {
  return useQuery(getProximaEtapaQueryOptions(idCategoria));
}
