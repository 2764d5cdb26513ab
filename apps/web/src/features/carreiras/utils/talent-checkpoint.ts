import { z } from 'zod';
import { CV_TEXTS } from '@stockcar/shared/schemas/comercial';
import { TEXTS } from '@stockcar/shared/texts';
import { ApiError } from '../../../lib/api-error.ts';
import { readJson, remove, writeJson } from '../../../lib/storage.ts';

/**
 * The talent form's checkpoints (public-site.md §4): 0 nothing saved, 1 the candidate saved
 * (its idCandidato known), 2 the CV received too.
 */
export type TalentState = { checkpoint: 0 } | { checkpoint: 1 | 2; idCandidato: number };

export interface TalentSteps {
  /** POST /RH/Candidato; resolves to idCandidato. */
  saveCandidate: () => Promise<number>;
  /** POST RH/Candidato/Curriculo for that candidate. */
  uploadCv: (idCandidato: number) => Promise<void>;
  /** Told as soon as the candidate is saved, so a reload or a retry keeps checkpoint 1. */
  onSaved: (idCandidato: number) => void;
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
  if (!detail || detail === TEXTS.serverError || detail.startsWith('<')) return undefined;
  return detail;
}

/**
 * Runs the form from where it stands: saves the candidate only when no checkpoint holds one,
 * then uploads the CV. A failed upload keeps checkpoint 1, so the retry sends the CV alone.
 */
export async function submitTalent(state: TalentState, steps: TalentSteps): Promise<TalentOutcome> {
  let idCandidato: number;
  if (state.checkpoint === 0) {
    try {
      idCandidato = await steps.saveCandidate();
    } catch (error) {
      return { ok: false, state, message: serverText(error) ?? CV_TEXTS.talentFailure };
    }
    steps.onSaved(idCandidato);
  } else {
    idCandidato = state.idCandidato;
  }
  const saved: TalentState = { checkpoint: 1, idCandidato };
  try {
    await steps.uploadCv(idCandidato);
  } catch (error) {
    // The first try reached the server but its answer was lost: the CV is there already.
    if (error instanceof ApiError && error.status === 409) {
      return { ok: true, state: { checkpoint: 2, idCandidato } };
    }
    // The candidate is gone (past the upload window): start again from the whole form.
    const next =
      error instanceof ApiError && error.status === 404 ? { checkpoint: 0 as const } : saved;
    return { ok: false, state: next, message: serverText(error) ?? CV_TEXTS.failure };
  }
  return { ok: true, state: { checkpoint: 2, idCandidato } };
}

/** Session storage key of a saved candidate awaiting its CV (survives a reload of the tab). */
export const TALENT_STORAGE_KEY = 'bancoTalentos';
const StoredSchema = z.object({ idCandidato: z.number().int().positive() });

export function readSavedCandidate(): TalentState {
  const stored = readJson(sessionStorage, TALENT_STORAGE_KEY, StoredSchema);
  return stored ? { checkpoint: 1, idCandidato: stored.idCandidato } : { checkpoint: 0 };
}

export function storeSavedCandidate(idCandidato: number): void {
  writeJson(sessionStorage, TALENT_STORAGE_KEY, { idCandidato });
}

export function forgetSavedCandidate(): void {
  remove(sessionStorage, TALENT_STORAGE_KEY);
}
