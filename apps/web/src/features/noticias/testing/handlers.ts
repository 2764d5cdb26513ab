import {
  NoticiaSchema,
  NoticiasPageSchema,
  PilotoGaleriasSchema,
} from '@stockcar/shared/schemas/noticias';
import { handlerFor } from '../../../testing/fake-api.ts';
import { noticiaPath } from '../api/get-noticia.ts';
import { noticiasPath } from '../api/get-noticias.ts';
import { pilotoGaleriasPath } from '../api/get-piloto-galerias.ts';

/** MSW handlers of the noticias endpoints, for its tests (see testing/fake-api.ts). */

export const getPilotoGaleriasHandler = handlerFor('GET', pilotoGaleriasPath, PilotoGaleriasSchema);
export const getNoticiasHandler = handlerFor('GET', noticiasPath, NoticiasPageSchema);
export const getNoticiaHandler = handlerFor('GET', noticiaPath, NoticiaSchema);
