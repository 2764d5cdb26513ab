import { useMutation } from '@tanstack/react-query';
import { PerfilMensagemResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import { apiSend } from '../../../lib/api-client.ts';
import { useRememberPerfil } from '../../../lib/club/perfil-query.ts';

export const CONFIRM_PHONE_TOKEN_PATH = '/Perfil/token-telefone';

/** `POST Perfil/token-telefone`: the SMS token; the answer is the profile, phone validated. */
export const confirmPhoneToken = (token: string) =>
  apiSend('POST', CONFIRM_PHONE_TOKEN_PATH, import.meta.env.DEV && PerfilMensagemResponseSchema, {
    body: { token },
  });

/** Confirms the new number; the answered profile becomes the cached one. */
export function useConfirmPhoneToken() {
  const remember = useRememberPerfil();
  return useMutation({
    mutationFn: confirmPhoneToken,
    onSuccess: ({ perfil }) => remember(perfil),
  });
}
