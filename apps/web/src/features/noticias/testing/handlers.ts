import {
  NoticiaSchema,
  NoticiasPageSchema,
  PilotoGaleriasSchema,
} from '@stockcar/shared/schemas/noticias';
import { handlerFor } from '../../../testing/fake-api.ts';
import { noticiaPath } from '../api/get-noticia.ts';
import { noticiasPath } from '../api/get-noticias.ts';
import { pilotoGaleriasPath } from '../api/get-piloto-galerias.ts';

/** MSW handler factories of the noticias endpoints, named after their api functions. */
export const noticiasHandlers = {
  getPilotoGalerias: handlerFor('GET', pilotoGaleriasPath, PilotoGaleriasSchema),
  getNoticias: handlerFor('GET', noticiasPath, NoticiasPageSchema),
  getNoticia: handlerFor('GET', noticiaPath, NoticiaSchema),
};
