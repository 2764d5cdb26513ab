import {
  BibliotecaDetalheSchema,
  BibliotecasSchema,
} from '@stockcar/shared/schemas/clube-conteudo';
import { handlerFor } from '../../../testing/fake-api.ts';
import { bibliotecaPath } from '../api/get-biblioteca.ts';
import { BIBLIOTECAS_PATH } from '../api/get-bibliotecas.ts';

/** MSW handler factories of the stock-channel endpoints, named after their api functions. */
export const stockChannelHandlers = {
  getBibliotecas: handlerFor('GET', BIBLIOTECAS_PATH, BibliotecasSchema),
  getBiblioteca: handlerFor('GET', bibliotecaPath, BibliotecaDetalheSchema),
};
