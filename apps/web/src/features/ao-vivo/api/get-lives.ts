import { queryOptions, useQuery } from '@tanstack/react-query';
import { LiveListSchema, type Live } from '@stockcar/shared/schemas/ao-vivo';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const LIVES_PATH = '/AoVivo';

export function getLives(): Promise<Live[]> {
  return apiGet(LIVES_PATH, import.meta.env.DEV && LiveListSchema);
}

export const getLivesQueryOptions = () =>
  queryOptions({ queryKey: ['ao-vivo', getActiveLanguage()], queryFn: getLives });

export function useLives() {
  return useQuery(getLivesQueryOptions());
}
