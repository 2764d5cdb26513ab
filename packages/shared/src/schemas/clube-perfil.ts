import { z } from 'zod';
import { memberEmailField } from '../validators/member-email.ts';
import { mobilePhoneField } from '../validators/phone.ts';
import { generoField, SMS_CODE_LENGTH } from './clube/comum.ts';
import { memberIssues } from './clube/registro.ts';
import { MAX_ID } from './common.ts';
import { UsuarioSessaoSchema } from './usuario-sessao.ts';
import { clubePtBr } from '../locales/clube/pt-br.ts';

/** The favourite driver as the profile returns it (fan-club.md §3). */
export const PilotoFavoritoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  numero: z.string(),
  imagem: z.string(),
  background: z.string(),
  capacete: z.string(),
  carro3d: z.string(),
});
export type PilotoFavorito = z.infer<typeof PilotoFavoritoSchema>;

/**
 * The member's full profile (fan-club.md §3 User): the session record's fields plus the rest.
 * Strict on purpose: a response schema is also a filter, only these fields leave the server.
 */
export const PerfilSchema = z.object({
  ...UsuarioSessaoSchema.shape,
  genero: z.string(),
  /** dd/mm/yyyy, '' when unknown. */
  dataNascimento: z.string(),
  emailConfirm: z.string(),
  /** Brazilian numbers masked, foreign ones in E.164; '' when unknown. */
  phone: z.string(),
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  pais: z.string(),
  estrangeiro: z.boolean(),
  celularAtivo: z.boolean(),
  /** ISO instant of the last validated phone change, or null. */
  dataAlteracaoCelular: z.string().nullable(),
  /** The new number waiting for its token ('' when none). */
  telefonePendente: z.string(),
  aceitaFluxoFanpush: z.boolean(),
  emailOptin: z.boolean(),
  smsOptin: z.boolean(),
  whatsAppOptin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  pilotoFavorito: PilotoFavoritoSchema.nullable(),
});
export type Perfil = z.infer<typeof PerfilSchema>;

/** `GET /Perfil` (read by the shell as `PerfilSessaoResponseSchema`, which this satisfies). */
export const PerfilResponseSchema = z.object({ perfil: PerfilSchema });

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres.` });

/** The fields of `PUT /Perfil` (completion) and `POST /Perfil` (edit); extra fields ignored. */
const perfilFields = {
  name: text(100).min(1, { error: clubePtBr.obrigatorio }),
  sobrenome: text(100).default(''),
  genero: generoField,
  cpf: text(14).default(''),
  dataNascimento: z.string({ error: clubePtBr.dataInvalida }).trim(),
  email: memberEmailField,
  emailConfirm: z.string({ error: clubePtBr.emailsDiferentes }).trim(),
  phone: z.string({ error: clubePtBr.celularInvalido }).trim(),
  cep: text(9).default(''),
  logradouro: text(200).default(''),
  bairro: text(100).default(''),
  cidade: text(100).default(''),
  uf: text(2).default(''),
  /** Echo of the profile's flag; the server applies the stored one. */
  estrangeiro: z.boolean().default(false),
  emailOptin: z.boolean().optional(),
  smsOptin: z.boolean().optional(),
  whatsAppOptin: z.boolean().optional(),
  /** The favourite driver: `{ id }` of a driver of `GET Piloto/categoria/1`; absent keeps it. */
  pilotoFavorito: z
    .object(
      { id: z.number().int().positive().max(MAX_ID, { error: clubePtBr.pilotoInvalido }) },
      { error: clubePtBr.pilotoInvalido },
    )
    .nullable()
    .optional(),
};

type PerfilFields = z.infer<z.ZodObject<typeof perfilFields>>;

function refineMember(p: PerfilFields, ctx: z.RefinementCtx) {
  const { issues } = memberIssues({ ...p, telefone: p.phone });
  for (const i of issues) {
    const path = i.path === 'telefone' ? 'phone' : i.path;
    ctx.addIssue({ code: 'custom', path: [path], message: i.message });
  }
}

export const PerfilUpdateSchema = z.object(perfilFields).superRefine(refineMember);
export type PerfilUpdate = z.infer<typeof PerfilUpdateSchema>;

/** `POST /Perfil`: the same fields plus `foto` (base64 without the data: prefix). */
export const PerfilComFotoSchema = z
  .object({
    ...perfilFields,
    /** JPEG, PNG or WebP up to 5 MB; absent or unchanged keeps the photo, '' removes it. */
    foto: z.string().max(7_000_000, { error: clubePtBr.fotoGrande }).optional(),
  })
  .superRefine(refineMember);
export type PerfilComFoto = z.infer<typeof PerfilComFotoSchema>;

export const PerfilSalvoResponseSchema = z.object({
  perfil: PerfilSchema,
  mensagem: z.string(),
  /** The e-mail changed: the account waits for the new activation, sessions were ended. */
  pendenteAtivacao: z.boolean(),
});

export const TrocaTelefoneSchema = z.object({
  /** The number on file ('' when there is none). */
  telefoneAntigo: z.string().trim().max(20).default(''),
  telefoneNovo: mobilePhoneField,
});

export const TokenTelefoneSchema = z.object({
  token: z
    .string({ error: clubePtBr.codigoInvalido })
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { error: clubePtBr.codigoInvalido }),
});

export const PerfilMensagemResponseSchema = z.object({
  perfil: PerfilSchema,
  mensagem: z.string(),
});
