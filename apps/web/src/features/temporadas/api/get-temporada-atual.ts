import { queryOptions, useQuery } from '@tanstack/react-query';
import { TemporadaAtualSchema } from '@stockcar/shared/schemas/temporadas';
import { getStaticJson } from '../../../lib/static-json.ts';

export async function getTemporadaAtual(): Promise<number> {
  const { temporada_atual } = await getStaticJson('/temporada_atual.json', TemporadaAtualSchema);
  return temporada_atual;
}

export const getTemporadaAtualQueryOptions = () =>
  queryOptions({
    queryKey: ['temporada-atual'],
    queryFn: getTemporadaAtual,
    staleTime: Infinity,
  });

export function useTemporadaAtual() {
  return useQuery(getTemporadaAtualQueryOptions());
}
