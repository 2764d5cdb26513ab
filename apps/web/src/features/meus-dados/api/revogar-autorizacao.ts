import { useMutation } from '@tanstack/react-query';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { apiSend } from '../../../lib/api-client.ts';

export const REVOGAR_AUTORIZACAO_PATH = '/MeusDados/revogar-autorizacao';

/** `POST /MeusDados/revogar-autorizacao`: the guardian's link revokes a minor's account. */
export const revogarAutorizacao = (hash: string) =>
  apiSend('POST', REVOGAR_AUTORIZACAO_PATH, import.meta.env.DEV && MensagemResponseSchema, {
    body: { hash },
  });

export const useRevogarAutorizacao = () => useMutation({ mutationFn: revogarAutorizacao });
