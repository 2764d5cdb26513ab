import { useMutation } from '@tanstack/react-query';
import { ContaAtivacaoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { apiSend } from '../../../lib/api-client.ts';

export const AUTORIZAR_RESPONSAVEL_PATH = '/Registro/autorizacao-responsavel';

/** A guardian authorises a member aged 14 to 17 (fan-club.md §7, the `resp` query). */
export function autorizarResponsavel(hash: string) {
  return apiSend(
    'POST',
    AUTORIZAR_RESPONSAVEL_PATH,
    import.meta.env.DEV && ContaAtivacaoResponseSchema,
    { body: { hash } },
  );
}

/** Nothing to invalidate: the guardian is not signed in. */
export function useAutorizarResponsavel() {
  return useMutation({ mutationFn: autorizarResponsavel });
}
