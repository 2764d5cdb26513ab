import { EnvioResponseSchema } from '@stockcar/shared/schemas/comercial';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PATROCINADOR_PATH } from '../api/send-patrocinador.ts';

/** MSW handlers of the patrocinador endpoints, for its tests (see testing/fake-api.ts). */

export const sendPatrocinadorHandler = handlerFor('POST', PATROCINADOR_PATH, EnvioResponseSchema);
