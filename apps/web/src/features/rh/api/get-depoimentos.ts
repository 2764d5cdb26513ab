import { queryOptions, useQuery } from '@tanstack/react-query';
import { DepoimentosSchema } from '@stockcar/shared/schemas/comercial';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const DEPOIMENTOS_PATH = '/RH/Depoimento';

/** The staff testimonials (public-site.md §7: GET RH/Depoimento). */
export function getDepoimentos() {
  return apiGet(DEPOIMENTOS_PATH, import.meta.env.DEV && DepoimentosSchema);
}

export const getDepoimentosQueryOptions = () =>
  queryOptions({ queryKey: ['rh-depoimentos', getActiveLanguage()], queryFn: getDepoimentos });

export function useDepoimentos() {
  return useQuery(getDepoimentosQueryOptions());
}
