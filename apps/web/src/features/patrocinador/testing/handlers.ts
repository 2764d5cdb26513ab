import { EnvioResponseSchema } from '@stockcar/shared/schemas/comercial';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PATROCINADOR_PATH } from '../api/send-patrocinador.ts';

/** MSW handler factories of the patrocinador endpoints, named after their api functions. */
export const patrocinadorHandlers = {
  sendPatrocinador: handlerFor('POST', PATROCINADOR_PATH, EnvioResponseSchema),
};
