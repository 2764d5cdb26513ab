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

/** MSW handler factories of the rh endpoints, named after their api functions. */
export const rhHandlers = {
  getAreas: handlerFor('GET', AREAS_PATH, AreasSchema),
  getDepoimentos: handlerFor('GET', DEPOIMENTOS_PATH, DepoimentosSchema),
  sendCandidato: handlerFor('POST', CANDIDATO_PATH, CandidatoResponseSchema),
  uploadCurriculo: handlerFor('POST', CURRICULO_PATH, z.null()),
};
