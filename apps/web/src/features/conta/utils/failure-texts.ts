import { refusalDetail } from '../../../lib/api-error.ts';
import { clubeT } from '../../../lib/club-i18n.ts';

/** Forgot password (fan-club.md §8): the unknown e-mail gets the spec's friendlier text. */
export function forgotFailureText(error: unknown): string {
  const detail = refusalDetail(error);
  if (detail === clubeT('usuarioNaoEncontrado')) return clubeT('emailNaoCadastrado');
  return detail ?? clubeT('loginFalha');
}

/** Reset failure (fan-club.md §8), followed by why when the server said (an expired link). */
export function resetFailureText(error: unknown): string {
  const detail = refusalDetail(error);
  return detail ? `${clubeT('resetFalha')} ${detail}` : clubeT('resetFalha');
}

/** Update failure (fan-club.md §8): the server's text, else the spec's hint. */
export function updateFailureText(error: unknown): string {
  return refusalDetail(error) ?? clubeT('atualizarSenhaFalha');
}
