import { queryOptions, useQuery } from '@tanstack/react-query';
import { AreasSchema } from '@stockcar/shared/schemas/comercial';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const AREAS_PATH = '/RH/Area';

/** The HR areas (public-site.md §7: GET RH/Area). */
export function getAreas() {
  return apiGet(AREAS_PATH, import.meta.env.DEV && AreasSchema);
}

export const getAreasQueryOptions = () =>
  queryOptions({ queryKey: ['rh-areas', getActiveLanguage()], queryFn: getAreas });

export function useAreas() {
  return useQuery(getAreasQueryOptions());
}
