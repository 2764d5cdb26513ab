import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  RegistroResponseSchema,
  type RegistroSchema,
} from '@stockcar/shared/schemas/clube/registro';
import { apiSend } from '../../../lib/api-client.ts';

export type RegistroPayload = z.input<typeof RegistroSchema>;

/** Creates the account (fan-club.md §7: POST /Registro, 201). */
export function sendRegistro(body: RegistroPayload) {
  return apiSend('POST', '/Registro', RegistroResponseSchema, { body });
}

export function useSendRegistro() {
  return useMutation({ mutationFn: sendRegistro });
}
