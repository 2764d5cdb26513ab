import { queryOptions, useQuery } from '@tanstack/react-query';
import { FanpushResponseSchema, type Fanpush } from '@stockcar/shared/schemas/fanpush';
import { apiGet } from '../../../lib/api-client.ts';
import { getUser } from '../../../lib/session.ts';

export const FANPUSH_PATH = '/Fanpush';

/** `GET /Fanpush` (member): the current vote and the member's part in it. */
export async function getFanpush(): Promise<Fanpush> {
  return (await apiGet(FANPUSH_PATH, import.meta.env.DEV && FanpushResponseSchema)).fanpush;
}

/** Keyed by member, like the profile: another member on this tab never sees these picks. */
export const fanpushQueryKey = (idUsuario = getUser().idUsuario) => ['fanpush', idUsuario] as const;

export const getFanpushQueryOptions = () =>
  queryOptions({ queryKey: fanpushQueryKey(), queryFn: getFanpush, staleTime: 0 });

export const useFanpush = () => useQuery(getFanpushQueryOptions());
