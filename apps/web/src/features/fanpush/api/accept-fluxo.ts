import { PerfilMensagemResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST /Perfil/aceite-fluxo`: the pre-vote's acceptance; the answer is the profile. */
export const acceptFluxo = () =>
  apiSend('POST', '/Perfil/aceite-fluxo', PerfilMensagemResponseSchema);
