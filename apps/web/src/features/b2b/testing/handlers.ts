import { B2BProdutosSchema, EnvioResponseSchema } from '@stockcar/shared/schemas/comercial';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PRODUTOS_PATH } from '../api/get-produtos.ts';
import { PROPOSTA_PATH } from '../api/send-proposta.ts';

/** MSW handler factories of the b2b endpoints, named after their api functions. */
export const b2bHandlers = {
  getProdutos: handlerFor('GET', PRODUTOS_PATH, B2BProdutosSchema),
  sendProposta: handlerFor('POST', PROPOSTA_PATH, EnvioResponseSchema),
};
