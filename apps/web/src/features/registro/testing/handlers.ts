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

/** MSW handler factories of the registro endpoints, named after their api functions. */
export const registroHandlers = {
  checkUsuarioExiste: handlerFor('POST', USUARIO_EXISTE_PATH, UsuarioExisteResponseSchema),
  getPerguntasRegistro: handlerFor('GET', REGISTRO_PATH, RegistroPerguntasResponseSchema),
  sendRegistro: handlerFor('POST', REGISTRO_PATH, RegistroResponseSchema),
  getPilotosFavoritos: handlerFor('GET', PILOTOS_FAVORITOS_PATH, PilotosResponseSchema),
  sendCodigoSms: handlerFor('GET', ENVIAR_CODIGO_PATH, CodigoEnviadoResponseSchema),
  validateCodigoSms: handlerFor('POST', VALIDAR_CODIGO_PATH, MensagemResponseSchema),
};
