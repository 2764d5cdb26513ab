import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FanpushTokenEnviadoResponseSchema,
  type FanpushVoto,
  type PilotoFanpush,
} from '@stockcar/shared/schemas/fanpush';
import { apiSend } from '../../../lib/api-client.ts';
import { solveCaptcha } from '../../../lib/club/captcha.ts';
import { FANPUSH_PATH, fanpushQueryKey } from './get-fanpush.ts';

/** `POST Fanpush`: records the 3 picks (pending) and sends the token by SMS. */
export const sendVoto = (body: FanpushVoto) =>
  apiSend('POST', FANPUSH_PATH, import.meta.env.DEV && FanpushTokenEnviadoResponseSchema, { body });

export interface SendVotoInput {
  idEtapaFanpush: number;
  pilotos: PilotoFanpush[];
}

/**
 * The invisible captcha, then the vote. The server accepts a captcha once, so every try solves
 * a new one: a failed vote re-runs the captcha on the next try. The member's vote now holds
 * pending picks, so his vote state is refetched.
 */
export function useSendVoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ idEtapaFanpush, pilotos }: SendVotoInput) =>
      sendVoto({ captcha: await solveCaptcha(), idEtapaFanpush, piloto: pilotos }),
    // Not awaited: the token step need not wait for the reload.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: fanpushQueryKey() }),
  });
}
