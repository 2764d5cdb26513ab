import { z } from 'zod';
import { PAPEIS } from './papeis.ts';

/** Staff sign-in, set-up links and the staff accounts resource (issue 10). */

const Email = z
  .string({ error: 'Informe um e-mail válido.' })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: 'Informe um e-mail válido.' })
      .max(254, { error: 'Informe um e-mail válido.' }),
  );
const Codigo = z.string().regex(/^\d{6}$/, { error: 'O código tem 6 dígitos.' });
export const PapelSchema = z.enum(PAPEIS, { error: 'Escolha um papel.' });

export const StaffLoginSchema = z.object({
  email: Email,
  senha: z.string().min(1, { error: 'Informe a senha.' }).max(128),
  codigo: Codigo,
});
export type StaffLogin = z.infer<typeof StaffLoginSchema>;

export const StaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nome: z.string(),
  papel: PapelSchema,
});
export type Staff = z.infer<typeof StaffSchema>;

export const StaffSessionSchema = z.object({ accessToken: z.string(), staff: StaffSchema });

/** Staff passwords: long, since a console account reaches every fan's data. */
export const STAFF_PASSWORD_MIN = 12;
export const StaffSetupSchema = z.object({
  senha: z
    .string()
    .min(STAFF_PASSWORD_MIN, {
      error: `A senha precisa de pelo menos ${STAFF_PASSWORD_MIN} caracteres.`,
    })
    .max(128, { error: 'A senha pode ter até 128 caracteres.' }),
  codigo: Codigo,
});
export type StaffSetup = z.infer<typeof StaffSetupSchema>;

export const StaffInviteViewSchema = z.object({
  email: z.string(),
  nome: z.string(),
  papel: PapelSchema,
  otpauthUrl: z.string(),
  qrCode: z.string(),
});

export const StaffTokenParamsSchema = z.object({ token: z.string().min(16).max(100) });

const Nome = z
  .string()
  .trim()
  .min(2, { error: 'Informe o nome.' })
  .max(120, { error: 'O nome pode ter até 120 caracteres.' });

/** An admin invites a colleague; the set-up link goes by e-mail. */
export const StaffInviteSchema = z.object({ email: Email, nome: Nome, papel: PapelSchema });

export const StaffUpdateSchema = z.object({
  nome: Nome,
  papel: PapelSchema,
  ativo: z.boolean(),
  versao: z.number().int().positive(),
});

export const StaffItemSchema = StaffSchema.extend({
  ativo: z.boolean(),
  /** false until the colleague has chosen a password and enrolled the authenticator. */
  configurado: z.boolean(),
  criadoEm: z.string(),
  versao: z.number().int(),
});
export type StaffItem = z.infer<typeof StaffItemSchema>;
