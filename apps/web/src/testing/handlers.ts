import { z } from 'zod';
import { PerfilResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import { CaptchaDesafioSchema } from '@stockcar/shared/schemas/clube/captcha';
import { CepResponseSchema } from '@stockcar/shared/schemas/clube/cep';
import { LOGOUT_PATH } from '../lib/access-token.ts';
import { CAPTCHA_PATH } from '../lib/club/captcha.ts';
import { cepPath } from '../lib/club/cep-lookup.ts';
import { PERFIL_PATH } from '../lib/club/perfil-query.ts';
import { handlerFor } from './fake-api.ts';

/*
 * MSW handlers of the endpoints lib/ calls for any screen (see testing/fake-api.ts). A feature's
 * own endpoints have theirs in `features/<area>/testing/handlers.ts`.
 */

export const getPerfilHandler = handlerFor('GET', PERFIL_PATH, PerfilResponseSchema);
export const getCaptchaHandler = handlerFor('GET', CAPTCHA_PATH, CaptchaDesafioSchema);
export const getCepHandler = handlerFor('GET', cepPath, CepResponseSchema);
export const logoutHandler = handlerFor('POST', LOGOUT_PATH, z.null());
