import { queryOptions, useQuery } from '@tanstack/react-query';
import { PilotoDetalheSchema, type PilotoDetalhe } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export function getPiloto(idPiloto: number, idCategoria: number): Promise<PilotoDetalhe> {
  return apiGet(
    `/Piloto/${idPiloto}/categoria/${idCategoria}`,
    import.meta.env.DEV && PilotoDetalheSchema,
  );
}

export const getPilotoQueryOptions = (idPiloto: number, idCategoria: number) =>
  queryOptions({
    queryKey: ['piloto', idPiloto, idCategoria, getActiveLanguage()],
    queryFn: () => getPiloto(idPiloto, idCategoria),
  });

export function usePiloto(idPiloto: number, idCategoria: number) {
  return useQuery(getPilotoQueryOptions(idPiloto, idCategoria));
}
