import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  HallOfFameResponseSchema,
  type HallOfFameResponse,
} from '@stockcar/shared/schemas/hall-of-fame';
import { apiGet } from '../../../lib/api-client.ts';

export const HALL_OF_FAME_PATH = '/HallOfFame';

/** `GET /HallOfFame`: the Pro Series champions, top-10 wins and drivers by race count. */
export function getHallOfFame(): Promise<HallOfFameResponse> {
  return apiGet(HALL_OF_FAME_PATH, import.meta.env.DEV && HallOfFameResponseSchema);
}

export const getHallOfFameQueryOptions = () =>
  queryOptions({ queryKey: ['hall-of-fame'], queryFn: getHallOfFame, staleTime: 5 * 60_000 });

export const useHallOfFame = () => useQuery(getHallOfFameQueryOptions());
