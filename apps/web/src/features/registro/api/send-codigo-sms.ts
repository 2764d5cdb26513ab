import { useMutation } from '@tanstack/react-query';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { apiGet } from '../../../lib/api-client.ts';

export const ENVIAR_CODIGO_PATH = '/registro/enviar-codigo';

/** Sends the sign-up code to a foreign member's phone (GET /registro/enviar-codigo?celular=). */
export function sendCodigoSms(celular: string) {
  return apiGet(ENVIAR_CODIGO_PATH, import.meta.env.DEV && CodigoEnviadoResponseSchema, {
    query: { celular },
  });
}

/** Sends an SMS; nothing cached changes. */
export function useSendCodigoSms() {
  return useMutation({ mutationFn: sendCodigoSms });
}
