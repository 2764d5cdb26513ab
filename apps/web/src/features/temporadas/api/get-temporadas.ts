import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategorySlug } from '@stockcar/shared/categories';
import { TemporadasSchema } from '@stockcar/shared/schemas/temporadas';
import { getStaticJson } from '../../../lib/static-json.ts';

/** Which seasons file: turismo has its own (public-site.md §7). */
export type SeasonsFile = 'temporadas' | 'temporadas_turismo';

/** The years of a seasons file, newest first; with `categoria`, that category's seasons only. */
export function getTemporadas(file: SeasonsFile, categoria?: number): Promise<number[]> {
  const query = categoria === undefined ? '' : `?categoria=${categoria}`;
  return getStaticJson(`/${file}.json${query}`, TemporadasSchema);
}

export const getTemporadasQueryOptions = (file: SeasonsFile, categoria?: number) =>
  queryOptions({
    queryKey: ['temporadas', file, categoria ?? 'todas'],
    queryFn: () => getTemporadas(file, categoria),
    staleTime: Infinity, // changes once a year; a reload picks up a new season
  });

export function useTemporadas(file: SeasonsFile, categoria?: number) {
  return useQuery(getTemporadasQueryOptions(file, categoria));
}

/** Turismo's stages page reads its own seasons file. */
export function seasonsFileFor(slug: CategorySlug): SeasonsFile {
  return slug.startsWith('turismo') ? 'temporadas_turismo' : 'temporadas';
}
