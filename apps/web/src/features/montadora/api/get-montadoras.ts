import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { MontadorasResponseSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const montadorasPath = (idCategoria: number) => `/Montadora/categoria/${idCategoria}`;

export type Montadora = z.infer<typeof MontadorasResponseSchema>[number];

export function getMontadoras(idCategoria: number): Promise<Montadora[]> {
  return apiGet(montadorasPath(idCategoria), import.meta.env.DEV && MontadorasResponseSchema);
}

export const getMontadorasQueryOptions = (idCategoria: number) =>
  queryOptions({
    queryKey: ['montadoras', idCategoria, getActiveLanguage()],
    queryFn: () => getMontadoras(idCategoria),
  });

export function useMontadoras(idCategoria: number) {
  return useQuery(getMontadorasQueryOptions(idCategoria));
}
