import { CategoriaResponseSchema, MenuResponseSchema } from '@stockcar/shared/schemas/categoria';
import { handlerFor } from '../../../testing/fake-api.ts';
import { categoriaPath } from '../api/get-categoria.ts';
import { MENU_PATH } from '../api/get-menu.ts';

/** MSW handler factories of the categoria endpoints, named after their api functions. */
export const categoriaHandlers = {
  getCategoria: handlerFor('GET', categoriaPath, CategoriaResponseSchema),
  getMenu: handlerFor('GET', MENU_PATH, MenuResponseSchema),
};
