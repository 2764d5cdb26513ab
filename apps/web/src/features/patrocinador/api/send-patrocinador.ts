import { EnvioResponseSchema, type Patrocinador } from '@stockcar/shared/schemas/comercial';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * A sponsor lead (public-site.md §7: POST /Patrocinador). The key makes a double click or a
 * retry one record on the server.
 */
export function sendPatrocinador(lead: Patrocinador, idempotencyKey: string) {
  return apiSend('POST', '/Patrocinador', EnvioResponseSchema, {
    body: lead,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
