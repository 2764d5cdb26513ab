import { z } from 'zod';
import { BeneficiosSchema } from '@stockcar/shared/schemas/clube-conteudo';
import { PilotoGaleriasSchema } from '@stockcar/shared/schemas/noticias';
import { handlerFor } from '../../../testing/fake-api.ts';
import { beneficioDownloadPath } from '../api/download-beneficio.ts';
import { bastidoresPath } from '../api/get-bastidores.ts';
import { BENEFICIOS_PATH } from '../api/get-beneficios.ts';

/** MSW handlers of the beneficio endpoints, for its tests (see testing/fake-api.ts). */

export const getBeneficiosHandler = handlerFor('GET', BENEFICIOS_PATH, BeneficiosSchema);
/** A file, not JSON: answer with `reply(200, blob, headers)`. */
export const downloadBeneficioHandler = handlerFor('GET', beneficioDownloadPath, z.never());
export const getBastidoresHandler = handlerFor('GET', bastidoresPath, PilotoGaleriasSchema);
