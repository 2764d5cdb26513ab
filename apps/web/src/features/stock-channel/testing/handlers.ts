import {
  BibliotecaDetalheSchema,
  BibliotecasSchema,
} from '@stockcar/shared/schemas/clube-conteudo';
import { handlerFor } from '../../../testing/fake-api.ts';
import { bibliotecaPath } from '../api/get-biblioteca.ts';
import { BIBLIOTECAS_PATH } from '../api/get-bibliotecas.ts';

/** MSW handlers of the stock-channel endpoints, for its tests (see testing/fake-api.ts). */

export const getBibliotecasHandler = handlerFor('GET', BIBLIOTECAS_PATH, BibliotecasSchema);
export const getBibliotecaHandler = handlerFor('GET', bibliotecaPath, BibliotecaDetalheSchema);
