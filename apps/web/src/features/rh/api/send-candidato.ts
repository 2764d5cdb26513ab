import { useMutation } from '@tanstack/react-query';
import { CandidatoResponseSchema, type Candidato } from '@stockcar/shared/schemas/comercial';
import type { IdempotentSend } from '../../../components/form/idempotency.ts';
import { apiSend } from '../../../lib/api-client.ts';

export const CANDIDATO_PATH = '/RH/Candidato';

/**
 * Step 1 of the talent form (public-site.md §7: POST /RH/Candidato): saves the candidate and
 * answers idCandidato with the token the CV upload must carry. The key makes a double click
 * or a retry one record on the server.
 */
export function sendCandidato(candidato: Candidato, idempotencyKey: string) {
  return apiSend('POST', CANDIDATO_PATH, import.meta.env.DEV && CandidatoResponseSchema, {
    body: candidato,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Saves the candidate; no query shows candidates, so nothing is invalidated. */
export function useSendCandidato() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentSend<Candidato>) =>
      sendCandidato(body, idempotencyKey),
  });
}
