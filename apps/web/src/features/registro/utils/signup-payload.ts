import type { UsuarioExiste } from '../api/check-usuario-existe.ts';
import { RegistroSchema } from '@stockcar/shared/schemas/clube/registro';
import { visibleValues, type SignupValues } from './signup-values.ts';

/** Answers of step 1 by idPesquisaPerfil; the favourite driver's is String(idPiloto). */
export type Answers = Record<number, string>;

/** The pre-check of fan-club.md §3: the phone goes as celular and as telefone. */
export function precheckBody(values: SignupValues): UsuarioExiste {
  const v = visibleValues(values);
  return {
    email: v.email,
    cpf: v.cpf,
    celular: v.telefone,
    telefone: v.telefone,
    EmailResponsavel: v.EmailResponsavel,
    estrangeiro: v.estrangeiro,
  };
}

/**
 * The whole POST /Registro body (step 0, the answers given, the solved captcha) checked by the
 * shared schema the server uses.
 */
export function signupPayload(values: SignupValues, answers: Answers, captcha: string) {
  const responses = Object.entries(answers)
    .filter(([, resposta]) => resposta.trim() !== '')
    .map(([id, resposta]) => ({ idPesquisaPerfil: Number(id), resposta }));
  return RegistroSchema.safeParse({ ...visibleValues(values), responses, captcha });
}
