import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  UltimosVencedoresResponseSchema,
  type VencedorFanpush,
} from '@stockcar/shared/schemas/fanpush';
import { apiGet } from '../../../lib/api-client.ts';

export const ULTIMOS_VENCEDORES_PATH = '/Fanpush/ultimos-vencedores';

/** `GET Fanpush/ultimos-vencedores` (public-site.md §7): the top 6 of the last closed vote. */
export async function getUltimosVencedores(): Promise<VencedorFanpush[]> {
  return (
    await apiGet(ULTIMOS_VENCEDORES_PATH, import.meta.env.DEV && UltimosVencedoresResponseSchema)
  ).ultimosVencedores;
}

export const getUltimosVencedoresQueryOptions = () =>
  queryOptions({ queryKey: ['fanpush-ultimos-vencedores'], queryFn: getUltimosVencedores });

export const useUltimosVencedores = () => useQuery(getUltimosVencedoresQueryOptions());
