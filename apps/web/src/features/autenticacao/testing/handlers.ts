import { AccessTokenResponseSchema } from '@stockcar/shared/schemas/usuario-sessao';
import { handlerFor } from '../../../testing/fake-api.ts';
import { LOGIN_PATH } from '../api/login.ts';

/** MSW handler factories of the autenticacao endpoints, named after their api functions. */
export const autenticacaoHandlers = {
  login: handlerFor('POST', LOGIN_PATH, AccessTokenResponseSchema),
};
