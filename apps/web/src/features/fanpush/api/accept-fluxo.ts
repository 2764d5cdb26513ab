import { useMutation } from '@tanstack/react-query';
import { PerfilMensagemResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import { apiSend } from '../../../lib/api-client.ts';
import { useRememberPerfil } from '../../../lib/club/perfil-query.ts';

export const ACEITE_FLUXO_PATH = '/Perfil/aceite-fluxo';

/** `POST /Perfil/aceite-fluxo`: the pre-vote's acceptance; the answer is the profile. */
export const acceptFluxo = () =>
  apiSend('POST', ACEITE_FLUXO_PATH, import.meta.env.DEV && PerfilMensagemResponseSchema);

/** The answer is the whole profile: the shared profile cache takes it, no refetch. */
export function useAcceptFluxo() {
  const remember = useRememberPerfil();
  return useMutation({
    mutationFn: acceptFluxo,
    onSuccess: ({ perfil }) => remember(perfil),
  });
}
