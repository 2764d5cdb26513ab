import { useMutation } from '@tanstack/react-query';
import {
  PerfilSalvoResponseSchema,
  type PerfilUpdate,
} from '@stockcar/shared/schemas/clube-perfil';
import { apiSend } from '../../../lib/api-client.ts';
import { PERFIL_PATH } from '../../../lib/load-profile.ts';

/** `PUT /Perfil`: the completion the club home demands (sets cadastroCompleto, fan-club §4). */
export const completePerfil = (body: PerfilUpdate) =>
  apiSend('PUT', PERFIL_PATH, import.meta.env.DEV && PerfilSalvoResponseSchema, { body });

/**
 * Completes the profile. The caller puts the answer in the profile query when its success
 * message has been read: the club home shows the completion modal while the cached profile is
 * incomplete, so setting it at once would close the modal before the message.
 */
export function useCompletePerfil() {
  return useMutation({ mutationFn: completePerfil });
}
