import { AccessTokenResponseSchema, type Login } from '@stockcar/shared/schemas/clube';
import { PerfilSessaoResponseSchema } from '@stockcar/shared/schemas/usuario-sessao';
import { setAccessToken } from '../../../lib/access-token.ts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { signIn } from '../../../lib/session.ts';

/**
 * `POST /Autenticacao/login`, then the current member (fan-club.md §2: "the current user is
 * fetched"). The access token stays in memory; the refresh cookie arrives with the answer.
 */
export async function loginMember(credentials: Login): Promise<void> {
  const token = await apiSend('POST', '/Autenticacao/login', AccessTokenResponseSchema, {
    body: credentials,
  });
  setAccessToken(token);
  const { perfil } = await apiGet('/Perfil', PerfilSessaoResponseSchema);
  signIn(perfil);
}
