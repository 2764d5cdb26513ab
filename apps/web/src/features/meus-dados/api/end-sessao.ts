import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';
import { sessoesQueryKey } from './get-sessoes.ts';

export const sessaoPath = (id: string) => `/MeusDados/sessoes/${encodeURIComponent(id)}`;

/** `DELETE /MeusDados/sessoes/{id}`: ends one session; its device must log in again. */
export const endSessao = (id: string) =>
  apiSend('DELETE', sessaoPath(id), import.meta.env.DEV && z.null());

export function useEndSessao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessao,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessoesQueryKey() }),
  });
}
