import { useMutation } from '@tanstack/react-query';
import { FanpushTokenEnviadoResponseSchema } from '@stockcar/shared/schemas/fanpush';
import { apiSend } from '../../../lib/api-client.ts';

export const RESEND_TOKEN_PATH = '/Fanpush/reenvio-token';

/** `POST Fanpush/reenvio-token`: a new token for the pending picks, within the SMS limits. */
export const resendToken = (idEtapaFanpush: number) =>
  apiSend('POST', RESEND_TOKEN_PATH, import.meta.env.DEV && FanpushTokenEnviadoResponseSchema, {
    body: { idEtapaFanpush },
  });

/** Nothing cached changes: the same picks wait for the new token. */
export const useResendToken = () => useMutation({ mutationFn: resendToken });
