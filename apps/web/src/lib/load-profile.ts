import { PerfilSessaoResponseSchema } from '@stockcar/shared/schemas/usuario-sessao';
import { apiGet } from './api-client.ts';
import { resumeSession, signIn } from './session.ts';

/** The member's own profile: read at start-up, on login and by the club's profile screens. */
export const PERFIL_PATH = '/Perfil';

/**
 * The store's getUsuario (public-site.md §7): only with a session (renewed from the refresh
 * cookie on a new tab). A 401 logs out inside the API client (§8); any other failure leaves the
 * session as it was and is only logged.
 */
export async function loadProfile(): Promise<void> {
  if (!(await resumeSession())) return;
  try {
    const { perfil } = await apiGet(PERFIL_PATH, import.meta.env.DEV && PerfilSessaoResponseSchema);
    signIn(perfil);
  } catch (error) {
    console.warn('Perfil não carregado', error);
  }
}
