import { useMutation } from '@tanstack/react-query';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { apiSend } from '../../../lib/api-client.ts';

export const START_PHONE_CHANGE_PATH = '/Perfil/telefone';

/** `POST /Perfil/telefone`: the old and new numbers; the token goes by SMS to the new one. */
export const startPhoneChange = (body: { telefoneAntigo: string; telefoneNovo: string }) =>
  apiSend('POST', START_PHONE_CHANGE_PATH, import.meta.env.DEV && CodigoEnviadoResponseSchema, {
    body,
  });

/**
 * Nothing is invalidated until the token is confirmed: no screen shows the pending number, and
 * a refetched profile would restart the profile form (keyed by its version) mid-edit.
 */
export function useStartPhoneChange() {
  return useMutation({ mutationFn: startPhoneChange });
}
