import { useMutation } from '@tanstack/react-query';
import { PerfilSalvoResponseSchema, type Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { apiSend } from '../../../lib/api-client.ts';
import { useRememberPerfil } from '../../../lib/club/perfil-query.ts';
import { PERFIL_PATH } from '../../../lib/load-profile.ts';
import { favouriteDriverBody } from '../utils/perfil-body.ts';

export interface SavePilotoFavoritoInput {
  perfil: Perfil;
  idPiloto: number;
}

export async function savePilotoFavorito({ perfil, idPiloto }: SavePilotoFavoritoInput) {
  return apiSend('POST', PERFIL_PATH, import.meta.env.DEV && PerfilSalvoResponseSchema, {
    body: favouriteDriverBody(perfil, idPiloto),
  });
}

/**
 * On success the shared profile cache takes the saved record (no refetch needed: the response
 * is the whole profile) and so does the stored member record the menu reads.
 */
export function useSavePilotoFavorito() {
  const remember = useRememberPerfil();
  return useMutation({
    mutationFn: savePilotoFavorito,
    onSuccess: ({ perfil }) => remember(perfil),
  });
}
