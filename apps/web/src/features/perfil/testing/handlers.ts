import {
  PerfilMensagemResponseSchema,
  PerfilSalvoResponseSchema,
} from '@stockcar/shared/schemas/clube-perfil';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PERFIL_PATH } from '../../../lib/load-profile.ts';
import { CONFIRM_PHONE_TOKEN_PATH } from '../api/confirm-phone-token.ts';
import { START_PHONE_CHANGE_PATH } from '../api/start-phone-change.ts';

/** MSW handler factories of the perfil endpoints, named after their api functions. */
export const perfilHandlers = {
  completePerfil: handlerFor('PUT', PERFIL_PATH, PerfilSalvoResponseSchema),
  confirmPhoneToken: handlerFor('POST', CONFIRM_PHONE_TOKEN_PATH, PerfilMensagemResponseSchema),
  startPhoneChange: handlerFor('POST', START_PHONE_CHANGE_PATH, CodigoEnviadoResponseSchema),
};
