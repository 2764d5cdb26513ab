import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { VotacaoResponseSchema, type Votacao } from '@stockcar/shared/schemas/fanpush';
import { contractError } from '../../../lib/contract-check.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { setLastRefresh } from '../utils/last-refresh.ts';
import { votacaoQueryKey } from './get-votacao.ts';

export const VOTACAO_STREAM_PATH = '/fanpush/votacao/stream';

/** Failures in a row (the browser retries on its own between them) before polling takes over. */
export const STREAM_MAX_FAILURES = 3;

/**
 * The live leaderboard's Server-Sent Events address. EventSource sends no headers, so the API
 * key rides in the query, which the API accepts on this route only (the key is public).
 */
export function votacaoStreamUrl(): string {
  const { apiBaseUrl, apiKey } = getRuntimeConfig();
  const query = new URLSearchParams({ idioma: getActiveLanguage(), apiKey });
  return `${apiBaseUrl}${VOTACAO_STREAM_PATH}?${query.toString()}`;
}

function votacaoOf(data: unknown): Votacao | undefined {
  try {
    const pushed: unknown = JSON.parse(String(data));
    // Checked like every answer of the server: in development and tests (contract-check.ts).
    return contractError(import.meta.env.DEV && VotacaoResponseSchema, pushed)
      ? undefined
      : (pushed as Votacao);
  } catch {
    return undefined;
  }
}

/**
 * `GET /fanpush/votacao/stream` (issue 13): each pushed state goes into the same query cache
 * entry the page reads, so the board looks the same, only sooner. True while the stream
 * delivers (the 20 s polling can rest); false without EventSource, while the browser
 * reconnects, and for good after {@link STREAM_MAX_FAILURES} failures in a row.
 */
export function useVotacaoStream(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(votacaoStreamUrl());
    let failures = 0;
    source.onmessage = (event: MessageEvent) => {
      const votacao = votacaoOf(event.data);
      if (!votacao) return;
      failures = 0;
      queryClient.setQueryData(votacaoQueryKey(), votacao);
      setLastRefresh(Date.now());
      setLive(true);
    };
    source.onerror = () => {
      failures += 1;
      setLive(false);
      if (failures >= STREAM_MAX_FAILURES) source.close();
    };
    return () => source.close();
  }, [queryClient]);
  return live;
}
