import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FANPUSH_REFRESH_SECONDS,
  VotacaoResponseSchema,
  type Votacao,
} from '@stockcar/shared/schemas/fanpush';
import { apiGet } from '../../../lib/api-client.ts';
import { setLastRefresh } from '../utils/last-refresh.ts';

export const VOTACAO_PATH = '/fanpush/votacao';

/**
 * `GET /fanpush/votacao` (public): the live vote data; each answer stamps the refresh time.
 * The API lets caches keep it 10 s; a manual refresh (`fresh`) asks past the browser's cache,
 * or 'Atualizar' right after a vote would show the numbers from before it.
 */
export async function getVotacao({ fresh = false } = {}): Promise<Votacao> {
  const votacao = await apiGet(VOTACAO_PATH, import.meta.env.DEV && VotacaoResponseSchema, {
    headers: fresh ? { 'cache-control': 'no-cache' } : undefined,
  });
  setLastRefresh(Date.now());
  return votacao;
}

export const votacaoQueryKey = () => ['fanpush-votacao'] as const;

/** Loaded on entry and every 20 s while the page is open (fan-club.md §4). */
export const getVotacaoQueryOptions = () =>
  queryOptions({
    queryKey: votacaoQueryKey(),
    queryFn: () => getVotacao(),
    staleTime: 0,
    refetchInterval: FANPUSH_REFRESH_SECONDS * 1000,
    refetchIntervalInBackground: true,
  });

/** The live vote data; `polling: false` while the stream pushes it (stream-votacao.ts). */
export const useVotacao = ({ polling = true } = {}) =>
  useQuery({
    ...getVotacaoQueryOptions(),
    refetchInterval: polling ? FANPUSH_REFRESH_SECONDS * 1000 : false,
  });

/** The 'Atualizar' button: a fresh answer into the same cache entry the page reads. */
export function useRefreshVotacao(): () => void {
  const queryClient = useQueryClient();
  return () => {
    queryClient
      .fetchQuery({ ...getVotacaoQueryOptions(), queryFn: () => getVotacao({ fresh: true }) })
      // A failed refresh keeps the last numbers on screen; the next 20 s tick tries again.
      .catch(() => undefined);
  };
}
