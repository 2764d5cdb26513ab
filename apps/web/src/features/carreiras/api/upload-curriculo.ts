import { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';

/** Step 2 of the talent form (public-site.md §7: POST RH/Candidato/Curriculo, multipart). */
export async function uploadCurriculo(idCandidato: number, file: File): Promise<void> {
  const body = new FormData();
  body.append('idCandidato', String(idCandidato));
  body.append('File', file, file.name);
  await apiSend('POST', '/RH/Candidato/Curriculo', z.null(), { body });
}
