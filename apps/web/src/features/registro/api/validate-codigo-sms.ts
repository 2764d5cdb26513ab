import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { type ValidarCodigoSchema } from '@stockcar/shared/schemas/clube/registro';
import { apiSend } from '../../../lib/api-client.ts';

export const VALIDAR_CODIGO_PATH = '/registro/validar-codigo';

export type ValidarCodigo = z.input<typeof ValidarCodigoSchema>;

/** Confirms the sign-up code (POST /registro/validar-codigo {code, celular}). */
export function validateCodigoSms(body: ValidarCodigo) {
  return apiSend('POST', VALIDAR_CODIGO_PATH, import.meta.env.DEV && MensagemResponseSchema, {
    body,
  });
}

/** Confirms the phone; nothing is cached before the member logs in. */
export function useValidateCodigoSms() {
  return useMutation({ mutationFn: validateCodigoSms });
}
