import { useMutation } from '@tanstack/react-query';
import { EnvioResponseSchema, type B2BProposta } from '@stockcar/shared/schemas/comercial';
import type { IdempotentSend } from '../../../components/form/idempotency.ts';
import { apiSend } from '../../../lib/api-client.ts';

export const PROPOSTA_PATH = '/B2B/Proposta';

/** The 'outros' text travels in objetivoOutrosDescricao (the spec's unbound box, fixed). */
export function proposalPayload(data: B2BProposta): B2BProposta {
  return data.objetivoOutros ? data : { ...data, objetivoOutrosDescricao: '' };
}

/**
 * A company's proposal (public-site.md §7: POST /B2B/Proposta). The key makes a double click
 * or a retry one record on the server.
 */
export function sendProposta(proposta: B2BProposta, idempotencyKey: string) {
  return apiSend('POST', PROPOSTA_PATH, import.meta.env.DEV && EnvioResponseSchema, {
    body: proposalPayload(proposta),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Sends the proposal; no query shows proposals, so nothing is invalidated. */
export function useSendProposta() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentSend<B2BProposta>) =>
      sendProposta(body, idempotencyKey),
  });
}
