import { useMutation } from '@tanstack/react-query';
import { EnvioResponseSchema, type Patrocinador } from '@stockcar/shared/schemas/comercial';
import type { IdempotentSend } from '../../../components/form/idempotency.ts';
import { apiSend } from '../../../lib/api-client.ts';

export const PATROCINADOR_PATH = '/Patrocinador';

/**
 * A sponsor lead (public-site.md §7: POST /Patrocinador). The key makes a double click or a
 * retry one record on the server.
 */
export function sendPatrocinador(lead: Patrocinador, idempotencyKey: string) {
  return apiSend('POST', PATROCINADOR_PATH, import.meta.env.DEV && EnvioResponseSchema, {
    body: lead,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Sends the lead; no query shows leads, so nothing is invalidated. */
export function useSendPatrocinador() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentSend<Patrocinador>) =>
      sendPatrocinador(body, idempotencyKey),
  });
}
