import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { CV_TOKEN_FIELD } from '@stockcar/shared/schemas/comercial';
import { apiSend } from '../../../lib/api-client.ts';
import type { SavedCandidate } from '../utils/talent-checkpoint.ts';

export const CURRICULO_PATH = '/RH/Candidato/Curriculo';

/**
 * Step 2 of the talent form (public-site.md §7: POST RH/Candidato/Curriculo, multipart), with
 * the token the save answered: only the one who saved the candidate can attach its CV.
 */
export async function uploadCurriculo(candidate: SavedCandidate, file: File): Promise<void> {
  const body = new FormData();
  body.append('idCandidato', String(candidate.idCandidato));
  body.append(CV_TOKEN_FIELD, candidate.tokenUpload);
  body.append('File', file, file.name);
  await apiSend('POST', CURRICULO_PATH, import.meta.env.DEV && z.null(), { body });
}

/** Attaches the CV; no query shows it, so nothing is invalidated. */
export function useUploadCurriculo() {
  return useMutation({
    mutationFn: ({ candidate, file }: { candidate: SavedCandidate; file: File }) =>
      uploadCurriculo(candidate, file),
  });
}
