import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  RegistroResponseSchema,
  type RegistroSchema,
} from '@stockcar/shared/schemas/clube/registro';
import { apiSend } from '../../../lib/api-client.ts';
import { solveCaptcha } from '../../../lib/club/captcha.ts';
import { signupPayload, type Answers } from '../utils/signup-payload.ts';
import type { SignupValues } from '../utils/signup-values.ts';
import { REGISTRO_PATH } from './get-perguntas-registro.ts';

export type RegistroPayload = z.input<typeof RegistroSchema>;

/** Creates the account (fan-club.md §7: POST /Registro, 201). */
export function sendRegistro(body: RegistroPayload) {
  return apiSend('POST', REGISTRO_PATH, import.meta.env.DEV && RegistroResponseSchema, { body });
}

/** The shared schema refused the sign-up's body: the message is its first rule's text. */
export class SignupRefused extends Error {
  override readonly name = 'SignupRefused';
}

/** Both steps of the sign-up as the member filled them. */
export interface Signup {
  values: SignupValues;
  answers: Answers;
}

/**
 * Solves a new captcha (the server accepts a solved challenge once), checks the whole body with
 * the shared schema the server uses (a refusal rejects with SignupRefused) and creates the account.
 */
async function signUp({ values, answers }: Signup) {
  const payload = signupPayload(values, answers, await solveCaptcha());
  if (!payload.success) throw new SignupRefused(payload.error.issues[0]?.message);
  return sendRegistro(payload.data);
}

/** Creates the account; nothing is cached before the member logs in. */
export function useSendRegistro() {
  return useMutation({ mutationFn: signUp });
}
