import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PesquisaEstadoSchema,
  type PesquisaRespostaBody,
} from '@stockcar/shared/schemas/clube-conteudo';
import { apiSend } from '../../../lib/api-client.ts';
import { PESQUISA_PATH, pesquisaQueryKey } from './get-pesquisa.ts';

/** `POST PesquisaEnriquecimento`: answers the current question; the answer is the next state. */
export const answerPesquisa = (body: PesquisaRespostaBody) =>
  apiSend('POST', PESQUISA_PATH, import.meta.env.DEV && PesquisaEstadoSchema, { body });

export function useAnswerPesquisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPesquisa,
    onSuccess: (estado) => queryClient.setQueryData(pesquisaQueryKey(), estado),
  });
}
