import { CLUB_TEXTS } from '@stockcar/shared/clube-texts';
import { ApiError } from '../../../lib/api-error.ts';

/** The server's own text for a request it refused (4xx); 5xx and network details stay hidden. */
export function refusalDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.detail;
  return undefined;
}

/** Forgot password (fan-club.md §8): the unknown e-mail gets the spec's friendlier text. */
export function forgotFailureText(error: unknown): string {
  const detail = refusalDetail(error);
  if (detail === CLUB_TEXTS.usuarioNaoEncontrado) return CLUB_TEXTS.emailNaoCadastrado;
  return detail ?? CLUB_TEXTS.loginFalha;
}

/** Reset failure (fan-club.md §8), followed by why when the server said (an expired link). */
export function resetFailureText(error: unknown): string {
  const detail = refusalDetail(error);
  return detail ? `${CLUB_TEXTS.resetFalha} ${detail}` : CLUB_TEXTS.resetFalha;
}

/** Update failure (fan-club.md §8): the server's text, else the spec's hint. */
export function updateFailureText(error: unknown): string {
  return refusalDetail(error) ?? CLUB_TEXTS.atualizarSenhaFalha;
}
