import { B2BProdutosSchema, EnvioResponseSchema } from '@stockcar/shared/schemas/comercial';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PRODUTOS_PATH } from '../api/get-produtos.ts';
import { PROPOSTA_PATH } from '../api/send-proposta.ts';

/** MSW handlers of the b2b endpoints, for its tests (see testing/fake-api.ts). */

export const getProdutosHandler = handlerFor('GET', PRODUTOS_PATH, B2BProdutosSchema);
export const sendPropostaHandler = handlerFor('POST', PROPOSTA_PATH, EnvioResponseSchema);
