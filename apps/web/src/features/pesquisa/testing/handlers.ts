import { PesquisaEstadoSchema } from '@stockcar/shared/schemas/clube-conteudo';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PESQUISA_PATH } from '../api/get-pesquisa.ts';

/** MSW handler factories of the pesquisa endpoints, named after their api functions. */
export const pesquisaHandlers = {
  getPesquisa: handlerFor('GET', PESQUISA_PATH, PesquisaEstadoSchema),
  answerPesquisa: handlerFor('POST', PESQUISA_PATH, PesquisaEstadoSchema),
};
