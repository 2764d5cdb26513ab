import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CircuitosResponseSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const circuitosPath = (idCategoria: number) => `/Circuito/categoria/${idCategoria}`;

export type CircuitoCard = z.infer<typeof CircuitosResponseSchema>[number];

export function getCircuitos(idCategoria: number): Promise<CircuitoCard[]> {
  return apiGet(circuitosPath(idCategoria), import.meta.env.DEV && CircuitosResponseSchema);
}

export const getCircuitosQueryOptions = (idCategoria: number) =>
  queryOptions({
    queryKey: ['circuitos', idCategoria, getActiveLanguage()],
    queryFn: () => getCircuitos(idCategoria),
  });

export function useCircuitos(idCategoria: number) {
  return useQuery(getCircuitosQueryOptions(idCategoria));
}
