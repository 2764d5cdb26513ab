import { useMutation } from '@tanstack/react-query';
import {
  PerfilSalvoResponseSchema,
  type PerfilComFoto,
} from '@stockcar/shared/schemas/clube-perfil';
import { apiSend } from '../../../lib/api-client.ts';
import { useRememberPerfil } from '../../../lib/club/perfil-query.ts';
import { PERFIL_PATH } from '../../../lib/load-profile.ts';

/** `POST /Perfil`: the profile edit with its photo (base64 without the data: prefix). */
export const savePerfil = (body: PerfilComFoto) =>
  apiSend('POST', PERFIL_PATH, import.meta.env.DEV && PerfilSalvoResponseSchema, { body });

/**
 * Saves the profile; the answer becomes the cached profile (and the stored member: menu name and
 * photo). A new e-mail waits for its activation instead: the member is logged out there.
 */
export function useSavePerfil() {
  const remember = useRememberPerfil();
  return useMutation({
    mutationFn: savePerfil,
    onSuccess: (result) => {
      if (!result.pendenteAtivacao) remember(result.perfil);
    },
  });
}
