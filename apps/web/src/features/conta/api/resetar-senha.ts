import { useMutation } from '@tanstack/react-query';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { type ResetarSenhaSchema } from '@stockcar/shared/schemas/clube/registro';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';

export const RESETAR_SENHA_PATH = '/Registro/resetar-senha';

/** A new password with the reset link's `h` (hash) and `c` (code) (fan-club.md §7). */
export function resetarSenha(body: z.output<typeof ResetarSenhaSchema>) {
  return apiSend('POST', RESETAR_SENHA_PATH, import.meta.env.DEV && MensagemResponseSchema, {
    body,
  });
}

/** Nothing to invalidate: the visitor is signed out, and logs in next. */
export function useResetarSenha() {
  return useMutation({ mutationFn: resetarSenha });
}
