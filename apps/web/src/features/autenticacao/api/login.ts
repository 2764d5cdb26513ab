import { useMutation } from '@tanstack/react-query';
import { AccessTokenResponseSchema } from '@stockcar/shared/schemas/usuario-sessao';
import { type Login } from '@stockcar/shared/schemas/clube/autenticacao';
import { PerfilSessaoResponseSchema } from '@stockcar/shared/schemas/usuario-sessao';
import { setAccessToken } from '../../../lib/access-token.ts';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client.ts';
import { PERFIL_PATH } from '../../../lib/load-profile.ts';
import { signIn } from '../../../lib/session.ts';
import { clubeT } from '../../../lib/club-i18n.ts';

export const LOGIN_PATH = '/Autenticacao/login';

const postLogin = (credentials: Login) =>
  apiSend('POST', LOGIN_PATH, import.meta.env.DEV && AccessTokenResponseSchema, {
    body: credentials,
  });

/** After repeated failures on an account, the server asks its login for the captcha (issue 12). */
const asksForCaptcha = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.detail === clubeT('captchaNecessario');

/**
 * `POST /Autenticacao/login`, then the current member (fan-club.md §2: "the current user is
 * fetched"). The access token stays in memory; the refresh cookie arrives with the answer.
 * When the server asks for the captcha, it is solved unseen and the login tried once more.
 */
export async function loginMember(credentials: Login): Promise<void> {
  let token;
  try {
    token = await postLogin(credentials);
  } catch (error) {
    if (!asksForCaptcha(error)) throw error;
    // Loaded when asked for (repeated failures only): the login page's first load goes without it.
    const { solveCaptcha } = await import('../../../lib/club/captcha.ts');
    token = await postLogin({ ...credentials, captcha: await solveCaptcha() });
  }
  setAccessToken(token);
  const { perfil } = await apiGet(PERFIL_PATH, import.meta.env.DEV && PerfilSessaoResponseSchema);
  signIn(perfil);
}

/**
 * Logs the member in. No query to invalidate: the session lives in lib/session (the menu and
 * the club screens follow it), and cached profiles are keyed by the member.
 */
export function useLogin() {
  return useMutation({ mutationFn: loginMember });
}
