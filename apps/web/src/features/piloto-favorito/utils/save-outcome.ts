import { CLUB_TEXTS } from '@stockcar/shared/clube-texts';
import { ApiError, failureText } from '../../../lib/api-error.ts';

export interface SaveOutcome {
  variant: 'info' | 'danger';
  text: string;
  /** The refusal is about the member's data: the fix is on the profile page. */
  linkToProfile: boolean;
}

export const SAVED: SaveOutcome = {
  variant: 'info',
  text: CLUB_TEXTS.atualizacaoSucesso,
  linkToProfile: false,
};

/**
 * A refused save. The body echoes the whole profile, so a 400 other than an unknown driver
 * means the stored data fails the profile rules (an incomplete or legacy record): the member
 * fixes it on Meu perfil.
 */
export function failedOutcome(error: unknown): SaveOutcome {
  const text = failureText(error, CLUB_TEXTS.erroGenerico);
  const linkToProfile =
    error instanceof ApiError && error.status === 400 && text !== CLUB_TEXTS.pilotoInvalido;
  return { variant: 'danger', text, linkToProfile };
}
