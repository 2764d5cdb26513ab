import { z } from 'zod';
import { BeneficiosSchema, DepoimentosSchema } from '@stockcar/shared/schemas/clube-conteudo';
import { PilotoGaleriasSchema } from '@stockcar/shared/schemas/noticias';
import { handlerFor } from '../../../testing/fake-api.ts';
import { beneficioDownloadPath } from '../api/download-beneficio.ts';
import { bastidoresPath } from '../api/get-bastidores.ts';
import { BENEFICIOS_PATH } from '../api/get-beneficios.ts';
import { DEPOIMENTOS_PATH } from '../api/get-depoimentos.ts';

/** MSW handler factories of the beneficio endpoints, named after their api functions. */
export const beneficioHandlers = {
  getBeneficios: handlerFor('GET', BENEFICIOS_PATH, BeneficiosSchema),
  /** A file, not JSON: answer with `reply(200, blob, headers)`. */
  downloadBeneficio: handlerFor('GET', beneficioDownloadPath, z.never()),
  getBastidores: handlerFor('GET', bastidoresPath, PilotoGaleriasSchema),
  getDepoimentos: handlerFor('GET', DEPOIMENTOS_PATH, DepoimentosSchema),
};
