import { useMutation } from '@tanstack/react-query';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { type AtualizarSenhaSchema } from '@stockcar/shared/schemas/clube/registro';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';

export const ATUALIZAR_SENHA_PATH = '/Registro/atualizar-senha';

/** A signed-in member changes the password (fan-club.md §7); the client adds the bearer. */
export function atualizarSenha(body: z.output<typeof AtualizarSenhaSchema>) {
  return apiSend('POST', ATUALIZAR_SENHA_PATH, import.meta.env.DEV && MensagemResponseSchema, {
    body,
  });
}

/** Nothing to invalidate: every session ends, and the screen logs the member out. */
export function useAtualizarSenha() {
  return useMutation({ mutationFn: atualizarSenha });
}
