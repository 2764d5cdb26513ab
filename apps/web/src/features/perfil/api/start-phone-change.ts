import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST /Perfil/telefone`: the old and new numbers; the token goes by SMS to the new one. */
export const startPhoneChange = (body: { telefoneAntigo: string; telefoneNovo: string }) =>
  apiSend('POST', '/Perfil/telefone', CodigoEnviadoResponseSchema, { body });
