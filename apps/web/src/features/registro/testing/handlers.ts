import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import {
  CodigoEnviadoResponseSchema,
  RegistroPerguntasResponseSchema,
  RegistroResponseSchema,
  UsuarioExisteResponseSchema,
} from '@stockcar/shared/schemas/clube/registro';
import { PilotosResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { USUARIO_EXISTE_PATH } from '../api/check-usuario-existe.ts';
import { REGISTRO_PATH } from '../api/get-perguntas-registro.ts';
import { PILOTOS_FAVORITOS_PATH } from '../api/get-pilotos-favoritos.ts';
import { ENVIAR_CODIGO_PATH } from '../api/send-codigo-sms.ts';
import { VALIDAR_CODIGO_PATH } from '../api/validate-codigo-sms.ts';

/** MSW handlers of the registro endpoints, for its tests (see testing/fake-api.ts). */

export const checkUsuarioExisteHandler = handlerFor(
  'POST',
  USUARIO_EXISTE_PATH,
  UsuarioExisteResponseSchema,
);
export const getPerguntasRegistroHandler = handlerFor(
  'GET',
  REGISTRO_PATH,
  RegistroPerguntasResponseSchema,
);
export const sendRegistroHandler = handlerFor('POST', REGISTRO_PATH, RegistroResponseSchema);
export const getPilotosFavoritosHandler = handlerFor(
  'GET',
  PILOTOS_FAVORITOS_PATH,
  PilotosResponseSchema,
);
export const sendCodigoSmsHandler = handlerFor(
  'GET',
  ENVIAR_CODIGO_PATH,
  CodigoEnviadoResponseSchema,
);
export const validateCodigoSmsHandler = handlerFor(
  'POST',
  VALIDAR_CODIGO_PATH,
  MensagemResponseSchema,
);
