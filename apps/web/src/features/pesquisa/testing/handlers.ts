import { PesquisaEstadoSchema } from '@stockcar/shared/schemas/clube-conteudo';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PESQUISA_PATH } from '../api/get-pesquisa.ts';

/** MSW handlers of the pesquisa endpoints, for its tests (see testing/fake-api.ts). */

export const getPesquisaHandler = handlerFor('GET', PESQUISA_PATH, PesquisaEstadoSchema);
export const answerPesquisaHandler = handlerFor('POST', PESQUISA_PATH, PesquisaEstadoSchema);
