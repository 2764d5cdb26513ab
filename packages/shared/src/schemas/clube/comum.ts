import { z } from 'zod';
import { clubePtBr } from '../../locales/clube/pt-br.ts';

/**
 * Stock Club calls of fan-club.md §7, one file per area: autenticacao.ts, registro.ts (sign-up,
 * activation, passwords), captcha.ts, cep.ts; this one holds what they share. The profile calls
 * are in `../clube-perfil.ts`. Field names are the spec's.
 */

export const GENEROS = ['Feminino', 'Masculino', 'não-binário', 'prefiro não dizer'] as const;
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

/** The sign-up question answered by the favourite driver's idPiloto (`GET /Registro`). */
export const PERGUNTA_PILOTO_FAVORITO_ID = 1;
/** Codes sent by SMS (sign-up and phone change): 6 digits (spec-deviations: the spec's 4). */
export const SMS_CODE_LENGTH = 6;
/** Resend countdowns, seconds: the phone-change token (fan-club.md §9) and the sign-up code. */
export const TOKEN_RESEND_SECONDS = 120;
export const SIGNUP_CODE_RESEND_SECONDS = 60;

/** Member texts: trimmed, at most `max` characters. */
export const trimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres.` });
export const requiredText = (max: number) =>
  trimmedText(max).min(1, { error: clubePtBr.obrigatorio });
/** A yes/no the member may leave unticked. */
export const optInFlag = z.boolean().default(false);
export const smsCode = z
  .string({ error: clubePtBr.codigoInvalido })
  .trim()
  .regex(/^\d{6}$/, { error: clubePtBr.codigoInvalido });
/** An e-mail link's secret (base64url). */
export const linkSecret = z
  .string({ error: clubePtBr.linkInvalido })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: clubePtBr.linkInvalido });

export const generoField = z.enum(GENEROS, { error: clubePtBr.generoInvalido });
export const ufField = z.enum(UFS, { error: clubePtBr.ufInvalida });

/** A short message for the member, in Portuguese. */
export const MensagemResponseSchema = z.object({ mensagem: z.string() });
