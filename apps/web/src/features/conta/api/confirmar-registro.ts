import { useMutation } from '@tanstack/react-query';
import { ContaAtivacaoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { apiSend } from '../../../lib/api-client.ts';

export const CONFIRMAR_REGISTRO_PATH = '/Registro/confirmacao';

/** Activates the account with the e-mailed link's secret (fan-club.md §7, the `hash` query). */
export function confirmarRegistro(hash: string) {
  return apiSend(
    'POST',
    CONFIRMAR_REGISTRO_PATH,
    import.meta.env.DEV && ContaAtivacaoResponseSchema,
    { body: { hash } },
  );
}

/** Nothing to invalidate: whoever follows the link is not signed in. */
export function useConfirmarRegistro() {
  return useMutation({ mutationFn: confirmarRegistro });
}
