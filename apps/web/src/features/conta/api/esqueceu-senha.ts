import { useMutation } from '@tanstack/react-query';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { type EsqueceuSenhaSchema } from '@stockcar/shared/schemas/clube/registro';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';

export const ESQUECEU_SENHA_PATH = '/Registro/esqueceu-senha';

/** Asks for a reset link by e-mail (fan-club.md §7). An unknown e-mail answers 404. */
export function esqueceuSenha(body: z.output<typeof EsqueceuSenhaSchema>) {
  return apiSend('POST', ESQUECEU_SENHA_PATH, import.meta.env.DEV && MensagemResponseSchema, {
    body,
  });
}

/** Nothing to invalidate: the link goes by e-mail, no query shows it. */
export function useEsqueceuSenha() {
  return useMutation({ mutationFn: esqueceuSenha });
}
