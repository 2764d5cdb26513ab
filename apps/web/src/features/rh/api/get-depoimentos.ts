import { queryOptions, useQuery } from '@tanstack/react-query';
import { DepoimentosSchema } from '@stockcar/shared/schemas/comercial';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

/** The staff testimonials (public-site.md §7: GET RH/Depoimento). */
export function getDepoimentos() {
  return apiGet('/RH/Depoimento', DepoimentosSchema);
}

export const getDepoimentosQueryOptions = () =>
  queryOptions({ queryKey: ['rh-depoimentos', getActiveLanguage()], queryFn: getDepoimentos });

export function useDepoimentos() {
  return useQuery(getDepoimentosQueryOptions());
}
