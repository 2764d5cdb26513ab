import { CandidatoResponseSchema, type Candidato } from '@stockcar/shared/schemas/comercial';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * Step 1 of the talent form (public-site.md §7: POST /RH/Candidato): saves the candidate and
 * answers idCandidato. The key makes a double click or a retry one record on the server.
 */
export async function sendCandidato(candidato: Candidato, idempotencyKey: string) {
  const { idCandidato } = await apiSend('POST', '/RH/Candidato', CandidatoResponseSchema, {
    body: candidato,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return idCandidato;
}
