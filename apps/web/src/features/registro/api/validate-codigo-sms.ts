import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { MensagemResponseSchema, type ValidarCodigoSchema } from '@stockcar/shared/schemas/clube';
import { apiSend } from '../../../lib/api-client.ts';

export type ValidarCodigo = z.input<typeof ValidarCodigoSchema>;

/** Confirms the sign-up code (POST /registro/validar-codigo {code, celular}). */
export function validateCodigoSms(body: ValidarCodigo) {
  return apiSend('POST', '/registro/validar-codigo', MensagemResponseSchema, { body });
}

export function useValidateCodigoSms() {
  return useMutation({ mutationFn: validateCodigoSms });
}
