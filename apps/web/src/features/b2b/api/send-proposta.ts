import { EnvioResponseSchema, type B2BProposta } from '@stockcar/shared/schemas/comercial';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * A company's proposal (public-site.md §7: POST /B2B/Proposta). The key makes a double click
 * or a retry one record on the server.
 */
export function sendProposta(proposta: B2BProposta, idempotencyKey: string) {
  return apiSend('POST', '/B2B/Proposta', EnvioResponseSchema, {
    body: proposta,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
