import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategorySlug } from '@stockcar/shared/categories';
import { TemporadasSchema } from '@stockcar/shared/schemas/temporadas';
import { getStaticJson } from '../../../lib/static-json.ts';

/** Which seasons file: turismo has its own (public-site.md §7). */
export type SeasonsFile = 'temporadas' | 'temporadas_turismo';

export function getTemporadas(file: SeasonsFile): Promise<number[]> {
  return getStaticJson(`/${file}.json`, TemporadasSchema);
}

export const getTemporadasQueryOptions = (file: SeasonsFile) =>
  queryOptions({
    queryKey: ['temporadas', file],
    queryFn: () => getTemporadas(file),
    staleTime: Infinity, // changes once a year; a reload picks up a new season
  });

export function useTemporadas(file: SeasonsFile) {
  return useQuery(getTemporadasQueryOptions(file));
}

/** Turismo's stages page reads its own seasons file. */
export function seasonsFileFor(slug: CategorySlug): SeasonsFile {
  return slug.startsWith('turismo') ? 'temporadas_turismo' : 'temporadas';
}
