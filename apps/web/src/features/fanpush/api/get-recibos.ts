import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  RecibosFanpushResponseSchema,
  type ReciboFanpush,
} from '@stockcar/shared/schemas/fanpush-recibos';
import { apiGet } from '../../../lib/api-client.ts';
import { getUser } from '../../../lib/session.ts';

export const RECIBOS_PATH = '/Fanpush/recibos';

/** `GET /Fanpush/recibos` (member): the member's confirmed ballots, newest first. */
export async function getRecibos(): Promise<ReciboFanpush[]> {
  return (await apiGet(RECIBOS_PATH, import.meta.env.DEV && RecibosFanpushResponseSchema)).recibos;
}

/** Keyed by member: another member on this tab never sees these receipts. */
export const recibosQueryKey = (idUsuario = getUser().idUsuario) =>
  ['fanpush-recibos', idUsuario] as const;

/** Read on every visit: a vote confirmed a minute ago is there. */
export const getRecibosQueryOptions = () =>
  queryOptions({ queryKey: recibosQueryKey(), queryFn: getRecibos, staleTime: 0 });

export const useRecibos = () => useQuery(getRecibosQueryOptions());
