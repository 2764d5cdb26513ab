import { z } from 'zod';
import { PerfilResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import { CaptchaDesafioSchema } from '@stockcar/shared/schemas/clube/captcha';
import { CepResponseSchema } from '@stockcar/shared/schemas/clube/cep';
import { LOGOUT_PATH } from '../lib/access-token.ts';
import { CAPTCHA_PATH } from '../lib/club/captcha.ts';
import { cepPath } from '../lib/club/cep-lookup.ts';
import { PERFIL_PATH } from '../lib/load-profile.ts';
import { handlerFor } from './fake-api.ts';

/**
 * MSW handler factories of the endpoints lib/ calls for any screen (see testing/fake-api.ts);
 * a feature's own endpoints have theirs in `features/<area>/testing/handlers.ts`.
 */
export const libHandlers = {
  getPerfil: handlerFor('GET', PERFIL_PATH, PerfilResponseSchema),
  getCaptcha: handlerFor('GET', CAPTCHA_PATH, CaptchaDesafioSchema),
  getCep: handlerFor('GET', cepPath, CepResponseSchema),
  /** The server end of a logout; its answer has no body. */
  logout: handlerFor('POST', LOGOUT_PATH, z.null()),
};
