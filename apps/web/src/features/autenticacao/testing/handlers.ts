import { AccessTokenResponseSchema } from '@stockcar/shared/schemas/usuario-sessao';
import { handlerFor } from '../../../testing/fake-api.ts';
import { LOGIN_PATH } from '../api/login.ts';

/** MSW handlers of the autenticacao endpoints, for its tests (see testing/fake-api.ts). */

export const loginHandler = handlerFor('POST', LOGIN_PATH, AccessTokenResponseSchema);
