import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FanpushConfirmadoResponseSchema,
  type FanpushToken,
} from '@stockcar/shared/schemas/fanpush';
import { apiSend } from '../../../lib/api-client.ts';
import { fanpushQueryKey } from './get-fanpush.ts';
import { votacaoQueryKey } from './get-votacao.ts';

export const CONFIRM_TOKEN_PATH = '/Fanpush/token';

/** `POST Fanpush/token`: the SMS token confirms the pending picks; only then the vote counts. */
export const confirmToken = (body: FanpushToken) =>
  apiSend('POST', CONFIRM_TOKEN_PATH, import.meta.env.DEV && FanpushConfirmadoResponseSchema, {
    body,
  });

/**
 * The answer is the member's vote as it now stands (no refetch); the confirmed picks count in
 * the leaderboard, which reloads (not awaited: the member sees his confirmation at once).
 */
export function useConfirmToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmToken,
    onSuccess: ({ fanpush }) => {
      queryClient.setQueryData(fanpushQueryKey(), fanpush);
      void queryClient.invalidateQueries({ queryKey: votacaoQueryKey() });
    },
  });
}
