import {
  PerfilMensagemResponseSchema,
  PerfilSalvoResponseSchema,
} from '@stockcar/shared/schemas/clube-perfil';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PERFIL_PATH } from '../../../lib/club/perfil-query.ts';
import { CONFIRM_PHONE_TOKEN_PATH } from '../api/confirm-phone-token.ts';
import { START_PHONE_CHANGE_PATH } from '../api/start-phone-change.ts';

/** MSW handlers of the perfil endpoints, for its tests (see testing/fake-api.ts). */

export const completePerfilHandler = handlerFor('PUT', PERFIL_PATH, PerfilSalvoResponseSchema);
export const confirmPhoneTokenHandler = handlerFor(
  'POST',
  CONFIRM_PHONE_TOKEN_PATH,
  PerfilMensagemResponseSchema,
);
export const startPhoneChangeHandler = handlerFor(
  'POST',
  START_PHONE_CHANGE_PATH,
  CodigoEnviadoResponseSchema,
);
