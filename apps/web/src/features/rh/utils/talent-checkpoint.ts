import { z } from 'zod';
import type { CandidatoResponseSchema } from '@stockcar/shared/schemas/comercial';
import { ApiError } from '../../../lib/api-error.ts';
import { readJson, remove, writeJson } from '../../../lib/storage.ts';
import { errorsT } from '../../../lib/i18n.ts';
import { cvT } from '../../../lib/commercial-i18n.ts';

/** What the server answers for a saved candidate: its id and the CV upload's secret. */
export type SavedCandidate = z.infer<typeof CandidatoResponseSchema>;

/**
 * The talent form's checkpoints (public-site.md §4): 0 nothing saved, 1 the candidate saved
 * (its idCandidato and upload token known), 2 the CV received too.
 */
export type TalentState = { checkpoint: 0 } | ({ checkpoint: 1 | 2 } & SavedCandidate);

export interface TalentSteps {
  /** POST /RH/Candidato; resolves to idCandidato and the upload token. */
  saveCandidate: () => Promise<SavedCandidate>;
  /** POST RH/Candidato/Curriculo for that candidate. */
  uploadCv: (candidate: SavedCandidate) => Promise<void>;
  /** Told as soon as the candidate is saved, so a reload or a retry keeps checkpoint 1. */
  onSaved: (candidate: SavedCandidate) => void;
}

export type TalentOutcome =
  { ok: true; state: TalentState } | { ok: false; state: TalentState; message: string };

/**
 * The server's text for a failure (a problem's Portuguese detail), or undefined when it has
 * none worth showing: a network failure, or a server error whose details are hidden.
 */
export function serverText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  const detail = error.detail.trim();
  if (!detail || detail === errorsT('serverError') || detail.startsWith('<')) return undefined;
  return detail;
}

/**
 * Runs the form from where it stands: saves the candidate only when no checkpoint holds one,
 * then uploads the CV. A failed upload keeps checkpoint 1, so the retry sends the CV alone.
 */
export async function submitTalent(state: TalentState, steps: TalentSteps): Promise<TalentOutcome> {
  let candidate: SavedCandidate;
  if (state.checkpoint === 0) {
    try {
      candidate = await steps.saveCandidate();
    } catch (error) {
      return { ok: false, state, message: serverText(error) ?? cvT('talentFailure') };
    }
    steps.onSaved(candidate);
  } else {
    candidate = { idCandidato: state.idCandidato, tokenUpload: state.tokenUpload };
  }
  const saved: TalentState = { checkpoint: 1, ...candidate };
  try {
    await steps.uploadCv(candidate);
  } catch (error) {
    // The first try reached the server but its answer was lost: the CV is there already.
    if (error instanceof ApiError && error.status === 409) {
      return { ok: true, state: { checkpoint: 2, ...candidate } };
    }
    // The candidate is gone (past the upload window): start again from the whole form.
    const next =
      error instanceof ApiError && error.status === 404 ? { checkpoint: 0 as const } : saved;
    return { ok: false, state: next, message: serverText(error) ?? cvT('failure') };
  }
  return { ok: true, state: { checkpoint: 2, ...candidate } };
}

/** Session storage key of a saved candidate awaiting its CV (survives a reload of the tab). */
export const TALENT_STORAGE_KEY = 'bancoTalentos';
const StoredSchema = z.object({
  idCandidato: z.number().int().positive(),
  tokenUpload: z.string().min(1),
});

export function readSavedCandidate(): TalentState {
  const stored = readJson('session', TALENT_STORAGE_KEY, StoredSchema);
  return stored ? { checkpoint: 1, ...stored } : { checkpoint: 0 };
}

export function storeSavedCandidate(candidate: SavedCandidate): void {
  writeJson('session', TALENT_STORAGE_KEY, candidate);
}

export function forgetSavedCandidate(): void {
  remove('session', TALENT_STORAGE_KEY);
}
