import { ApiError, failureText } from '../../../lib/api-error.ts';
import { clubeT } from '../../../lib/club-i18n.ts';

export interface SaveOutcome {
  variant: 'info' | 'danger';
  text: string;
  /** The refusal is about the member's data: the fix is on the profile page. */
  linkToProfile: boolean;
}

export const SAVED: SaveOutcome = {
  variant: 'info',
  text: clubeT('atualizacaoSucesso'),
  linkToProfile: false,
};

/**
 * A refused save. The body echoes the whole profile, so a 400 other than an unknown driver
 * means the stored data fails the profile rules (an incomplete or legacy record): the member
 * fixes it on Meu perfil.
 */
export function failedOutcome(error: unknown): SaveOutcome {
  const text = failureText(error, clubeT('erroGenerico'));
  const linkToProfile =
    error instanceof ApiError && error.status === 400 && text !== clubeT('pilotoInvalido');
  return { variant: 'danger', text, linkToProfile };
}
