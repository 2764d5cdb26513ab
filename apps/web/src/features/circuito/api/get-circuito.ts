import { queryOptions, useQuery } from '@tanstack/react-query';
import { CircuitoDetalheSchema, type CircuitoDetalhe } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const circuitoPath = (idCircuito: number, idCategoria: number) =>
  `/Circuito/${idCircuito}/categoria/${idCategoria}`;

/** One call answers both the circuit page and its schedule page (public-site.md §7). */
export function getCircuito(idCircuito: number, idCategoria: number): Promise<CircuitoDetalhe> {
  return apiGet(
    circuitoPath(idCircuito, idCategoria),
    import.meta.env.DEV && CircuitoDetalheSchema,
  );
}

export const getCircuitoQueryOptions = (idCircuito: number, idCategoria: number) =>
  queryOptions({
    queryKey: ['circuito', idCircuito, idCategoria, getActiveLanguage()],
    queryFn: () => getCircuito(idCircuito, idCategoria),
  });

export function useCircuito(idCircuito: number, idCategoria: number) {
  return useQuery(getCircuitoQueryOptions(idCircuito, idCategoria));
}
