import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessoesResponseSchema, type Sessao } from '@stockcar/shared/schemas/meus-dados';
import { apiGet } from '../../../lib/api-client.ts';
import { getUser } from '../../../lib/session.ts';

export const SESSOES_PATH = '/MeusDados/sessoes';

/** `GET /MeusDados/sessoes`: the live sessions, the current one marked. */
export async function getSessoes(): Promise<Sessao[]> {
  return (await apiGet(SESSOES_PATH, import.meta.env.DEV && SessoesResponseSchema)).sessoes;
}

export const sessoesQueryKey = (idUsuario = getUser().idUsuario) =>
  ['meus-dados', 'sessoes', idUsuario] as const;

export const getSessoesQueryOptions = () =>
  queryOptions({ queryKey: sessoesQueryKey(), queryFn: getSessoes, staleTime: 0 });

export const useSessoes = () => useQuery(getSessoesQueryOptions());
