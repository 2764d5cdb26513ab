import { useMutation } from '@tanstack/react-query';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { apiGet } from '../../../lib/api-client.ts';

/** `GET Perfil/reenvio-token`: the token again, 120 s after the last one (fan-club §9). */
export const resendPhoneToken = () =>
  apiGet('/Perfil/reenvio-token', import.meta.env.DEV && CodigoEnviadoResponseSchema);

/** A write despite the GET (it sends an SMS); nothing cached changes until the token is confirmed. */
export function useResendPhoneToken() {
  return useMutation({ mutationFn: resendPhoneToken });
}
