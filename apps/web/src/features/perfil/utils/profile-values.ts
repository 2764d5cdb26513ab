import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Perfil, PerfilUpdateSchema } from '@stockcar/shared/schemas/clube-perfil';
import { GENEROS } from '@stockcar/shared/schemas/clube/comum';
import { memberFieldsOf } from '../../../lib/club/perfil-fields.ts';

/** The profile forms' values, as the shared schema takes them (masked texts as typed). */
export type ProfileValues = z.input<typeof PerfilUpdateSchema>;

/** The stored gender when it is one of the choices; else none is chosen yet. */
const generoOf = (genero: string) => GENEROS.find((choice) => choice === genero);

/**
 * The form starts from the stored profile. The e-mail confirmation starts empty when the
 * profile is incomplete (the completion modal asks for it, fan-club §5) and equal otherwise.
 */
export function profileValues(
  perfil: Perfil,
  confirmEmail = perfil.cadastroCompleto,
): DefaultValues<ProfileValues> {
  return {
    ...memberFieldsOf(perfil),
    genero: generoOf(perfil.genero),
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
