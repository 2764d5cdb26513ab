import { CategoriaResponseSchema, MenuResponseSchema } from '@stockcar/shared/schemas/categoria';
import { handlerFor } from '../../../testing/fake-api.ts';
import { categoriaPath } from '../api/get-categoria.ts';
import { MENU_PATH } from '../api/get-menu.ts';

/** MSW handlers of the categoria endpoints, for its tests (see testing/fake-api.ts). */

export const getCategoriaHandler = handlerFor('GET', categoriaPath, CategoriaResponseSchema);
export const getMenuHandler = handlerFor('GET', MENU_PATH, MenuResponseSchema);
