import { useMutation } from '@tanstack/react-query';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST /MeusDados/revogar-autorizacao`: the guardian's link revokes a minor's account. */
export const revogarAutorizacao = (hash: string) =>
  apiSend('POST', '/MeusDados/revogar-autorizacao', MensagemResponseSchema, { body: { hash } });

export const useRevogarAutorizacao = () => useMutation({ mutationFn: revogarAutorizacao });
