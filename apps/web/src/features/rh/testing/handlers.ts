import { z } from 'zod';
import {
  AreasSchema,
  CandidatoResponseSchema,
  DepoimentosSchema,
} from '@stockcar/shared/schemas/comercial';
import { handlerFor } from '../../../testing/fake-api.ts';
import { AREAS_PATH } from '../api/get-areas.ts';
import { DEPOIMENTOS_PATH } from '../api/get-depoimentos.ts';
import { CANDIDATO_PATH } from '../api/send-candidato.ts';
import { CURRICULO_PATH } from '../api/upload-curriculo.ts';

/** MSW handlers of the rh endpoints, for its tests (see testing/fake-api.ts). */

export const getAreasHandler = handlerFor('GET', AREAS_PATH, AreasSchema);
export const getDepoimentosHandler = handlerFor('GET', DEPOIMENTOS_PATH, DepoimentosSchema);
export const sendCandidatoHandler = handlerFor('POST', CANDIDATO_PATH, CandidatoResponseSchema);
export const uploadCurriculoHandler = handlerFor('POST', CURRICULO_PATH, z.null());
