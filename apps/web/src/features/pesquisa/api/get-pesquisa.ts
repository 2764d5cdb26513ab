import { queryOptions, useQuery } from '@tanstack/react-query';
import { PesquisaEstadoSchema, type PesquisaEstado } from '@stockcar/shared/schemas/clube-conteudo';
import { apiGet } from '../../../lib/api-client.ts';
import { getUser } from '../../../lib/session.ts';

export const PESQUISA_PATH = '/PesquisaEnriquecimento';

/** `GET PesquisaEnriquecimento/`: the member's survey state (fan-club.md §7). */
export const getPesquisa = (): Promise<PesquisaEstado> =>
  apiGet(PESQUISA_PATH, import.meta.env.DEV && PesquisaEstadoSchema);

export const pesquisaQueryKey = () => ['pesquisa', getUser().idUsuario] as const;

export const getPesquisaQueryOptions = () =>
  // A failure hides the survey (fan-club.md §4): no retry to make it flash back.
  queryOptions({ queryKey: pesquisaQueryKey(), queryFn: getPesquisa, retry: false });

export const usePesquisa = () => useQuery(getPesquisaQueryOptions());
