import type { Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { memberFieldsOf } from '../../../lib/club/perfil-fields.ts';

/** The profile form's values, as typed (masked texts, booleans for the opt-ins). */
export interface ProfileValues {
  [field: string]: string | boolean;
  name: string;
  sobrenome: string;
  genero: string;
  cpf: string;
  dataNascimento: string;
  email: string;
  emailConfirm: string;
  phone: string;
  cep: string;
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
  estrangeiro: boolean;
  emailOptin: boolean;
  smsOptin: boolean;
  whatsAppOptin: boolean;
}

/**
 * The form starts from the stored profile. The e-mail confirmation starts empty when the
 * profile is incomplete (the completion modal asks for it, fan-club §5) and equal otherwise.
 */
export function profileValues(
  perfil: Perfil,
  confirmEmail = perfil.cadastroCompleto,
): ProfileValues {
  return {
    ...memberFieldsOf(perfil),
    emailConfirm: confirmEmail ? perfil.email : '',
    emailOptin: perfil.emailOptin,
    smsOptin: perfil.smsOptin,
    whatsAppOptin: perfil.whatsAppOptin,
  };
}

/** CPF and birth date are set once (spec-deviations): a stored value is shown, not edited. */
export const lockedFields = (perfil: Perfil) => ({
  cpf: perfil.cpf !== '',
  dataNascimento: perfil.dataNascimento !== '',
});
