import { PaginaEventoSchema } from '@stockcar/shared/schemas/pagina-evento';
import { handlerFor } from '../../../testing/fake-api.ts';
import { paginaEventoPath } from '../api/get-pagina-evento.ts';

/** MSW handler factories of the event pages' endpoint, named after their api functions. */
export const eventosHandlers = {
  getPaginaEvento: handlerFor('GET', paginaEventoPath, PaginaEventoSchema),
};
