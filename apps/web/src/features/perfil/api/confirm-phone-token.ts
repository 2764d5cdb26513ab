import { PerfilMensagemResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST Perfil/token-telefone`: the SMS token; the answer is the profile, phone validated. */
export const confirmPhoneToken = (token: string) =>
  apiSend('POST', '/Perfil/token-telefone', PerfilMensagemResponseSchema, { body: { token } });
