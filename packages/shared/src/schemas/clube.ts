import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';
import { TEXT_FIELD_MAX } from '../constants.ts';
import { IdiomaSchema, MAX_ID } from './common.ts';
import { checkBirthDate } from '../validators/birth-date.ts';
import { cepField } from '../validators/contact.ts';
import { isValidCpf } from '../validators/cpf.ts';
import { isMemberEmail, memberEmailField, sameEmail } from '../validators/member-email.ts';
import { currentPasswordField, newPasswordField } from '../validators/password.ts';
import { checkPhone, mobilePhoneField } from '../validators/phone.ts';
import { clubePtBr } from '../locales/clube/pt-br.ts';

/**
 * Stock Club calls of fan-club.md §7: authentication, sign-up, activation, passwords, captcha
 * and CEP. The profile calls are in `clube-perfil.ts`. Field names are the spec's.
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

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres.` });
const required = (max: number) => text(max).min(1, { error: clubePtBr.obrigatorio });
const flag = z.boolean().default(false);
const smsCode = z
  .string({ error: clubePtBr.codigoInvalido })
  .trim()
  .regex(/^\d{6}$/, { error: clubePtBr.codigoInvalido });
/** An e-mail link's secret (base64url). */
const linkSecret = z
  .string({ error: clubePtBr.linkInvalido })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: clubePtBr.linkInvalido });

export const generoField = z.enum(GENEROS, { error: clubePtBr.generoInvalido });
export const ufField = z.enum(UFS, { error: clubePtBr.ufInvalida });

/** A short message for the member, in Portuguese. */
export const MensagemResponseSchema = z.object({ mensagem: z.string() });

// ── Autenticacao ────────────────────────────────────────────────────────────────────────────

/** A solved ALTCHA challenge as the client sends it: base64 of a few hundred characters. */
const captchaPayload = z
  .string({ error: clubePtBr.captchaInvalido })
  .max(1000, { error: clubePtBr.captchaInvalido });

export const LoginSchema = z.object({
  email: memberEmailField,
  senha: currentPasswordField,
  /** Asked for after repeated failures on the account (issue 12), never before. */
  captcha: captchaPayload.optional(),
});
export type Login = z.infer<typeof LoginSchema>;

// Login and refresh answer with the access token; its schema lives with the session record,
// which the web shell loads on every page (this module's validators do not).
export { AccessTokenResponseSchema, type AccessTokenResponse } from './usuario-sessao.ts';

// ── Registro ────────────────────────────────────────────────────────────────────────────────

export const PerguntaRegistroSchema = z.object({
  idPesquisaPerfil: z.number().int(),
  descricao: z.string(),
  /** 'piloto-favorito': answered with an idPiloto of `GET Piloto/categoria/1`. */
  tipo: z.enum(['piloto-favorito', 'opcao', 'texto']),
  obrigatoria: z.boolean(),
  opcoes: z.array(z.string()),
});
export const RegistroPerguntasResponseSchema = z.object({
  perguntas: z.array(PerguntaRegistroSchema),
});
export type PerguntaRegistro = z.infer<typeof PerguntaRegistroSchema>;

export const RespostaRegistroSchema = z.object({
  idPesquisaPerfil: z.number().int().positive(),
  resposta: required(TEXT_FIELD_MAX),
});

type Issue = { path: string; message: string };

/** The member fields shared by the sign-up and the profile forms (fan-club.md §5). */
export interface MemberFields {
  estrangeiro: boolean;
  cpf: string;
  dataNascimento: string;
  email: string;
  emailConfirm: string;
  telefone: string;
  cep: string;
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
}

/** Cross-field rules of a member: CPF and address for Brazilians, e-mails equal, age. */
export function memberIssues(m: MemberFields, today?: Parameters<typeof checkBirthDate>[1]) {
  const issues: Issue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  if (!sameEmail(m.email, m.emailConfirm)) add('emailConfirm', clubePtBr.emailsDiferentes);
  if (!m.estrangeiro || m.cpf !== '') {
    if (!isValidCpf(m.cpf)) add('cpf', clubePtBr.cpfInvalido);
  }
  const phone = checkPhone(m.telefone);
  if (!phone.valid) add('telefone', clubePtBr.celularInvalido);
  if (!m.estrangeiro) {
    if (phone.valid && phone.country?.code !== 'BR') add('telefone', clubePtBr.celularInvalido);
    if (!cepField.safeParse(m.cep).success) add('cep', clubePtBr.cepInvalido);
    for (const key of ['logradouro', 'bairro', 'cidade'] as const) {
      if (m[key] === '') add(key, clubePtBr.obrigatorio);
    }
    if (!ufField.safeParse(m.uf).success) add('uf', clubePtBr.ufInvalida);
  }
  const birth = checkBirthDate(m.dataNascimento, today);
  if (!birth.ok) add('dataNascimento', birth.message);
  return { issues, birth };
}

function report(ctx: z.RefinementCtx, issues: Issue[]) {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
}

export const RegistroSchema = z
  .object({
    nome: required(100),
    sobrenome: text(100).default(''),
    genero: generoField,
    cpf: text(14).default(''),
    /** ISO 3166 code of the member's country; 'BR' unless estrangeiro. */
    pais: z.enum(COUNTRY_CODES, { error: clubePtBr.paisObrigatorio }).default('BR'),
    dataNascimento: z.string({ error: clubePtBr.dataInvalida }).trim(),
    email: memberEmailField,
    emailConfirm: z.string({ error: clubePtBr.emailsDiferentes }).trim(),
    telefone: z.string({ error: clubePtBr.celularInvalido }).trim(),
    cep: text(9).default(''),
    logradouro: text(200).default(''),
    bairro: text(100).default(''),
    cidade: text(100).default(''),
    uf: text(2).default(''),
    senha: newPasswordField,
    senhaConfirma: z.string({ error: clubePtBr.senhasDiferentes }),
    optaEmail: flag,
    optaSms: flag,
    optaWhatsapp: flag,
    aceitaTermos: z.boolean({ error: clubePtBr.aceiteTermos }),
    estrangeiro: flag,
    responses: z.array(RespostaRegistroSchema).max(20).default([]),
    /** The ALTCHA payload (base64), see `GET /Captcha/desafio`. */
    captcha: z.string({ error: clubePtBr.captchaInvalido }).min(1, clubePtBr.captchaInvalido),
    /** Guardian's e-mail, required for ages 14 to 17 (the pre-check's name for it). */
    EmailResponsavel: text(254).default(''),
  })
  .superRefine((r, ctx) => {
    const { issues, birth } = memberIssues(r);
    if (r.senha !== r.senhaConfirma) {
      issues.push({ path: 'senhaConfirma', message: clubePtBr.senhasDiferentes });
    }
    if (!r.aceitaTermos) issues.push({ path: 'aceitaTermos', message: clubePtBr.aceiteTermos });
    if (r.estrangeiro && r.pais === 'BR') {
      issues.push({ path: 'pais', message: clubePtBr.paisObrigatorio });
    }
    // Foreigners confirm their phone by SMS at sign-up, so it must be a mobile.
    if (r.estrangeiro && !mobilePhoneField.safeParse(r.telefone).success) {
      issues.push({ path: 'telefone', message: clubePtBr.celularSemSms });
    }
    if (birth.ok && birth.needsGuardian)
      issues.push(...guardianIssues(r.EmailResponsavel, r.email));
    const driver = r.responses.find((x) => x.idPesquisaPerfil === PERGUNTA_PILOTO_FAVORITO_ID);
    if (!driver || !/^\d+$/.test(driver.resposta)) {
      issues.push({ path: 'responses', message: clubePtBr.pilotoObrigatorio });
    } else if (Number(driver.resposta) > MAX_ID) {
      issues.push({ path: 'responses', message: clubePtBr.pilotoInvalido });
    }
    report(ctx, issues);
  });
export type Registro = z.infer<typeof RegistroSchema>;

/** Ages 14 to 17: a guardian e-mail with '@', without '+', not the member's own. */
export function guardianIssues(guardian: string, member: string): Issue[] {
  const path = 'EmailResponsavel';
  if (guardian === '') return [{ path, message: clubePtBr.responsavelObrigatorio }];
  if (!isMemberEmail(guardian)) return [{ path, message: clubePtBr.responsavelInvalido }];
  if (sameEmail(guardian, member)) return [{ path, message: clubePtBr.responsavelIgual }];
  return [];
}

export const RegistroResponseSchema = z.object({
  idUsuario: z.number().int(),
  email: z.string(),
  /** Foreigners: confirm the SMS code (`/registro/enviar-codigo`, `/registro/validar-codigo`). */
  aguardandoCodigoSms: z.boolean(),
  /** Ages 14 to 17: the account waits for the guardian's link as well. */
  aguardandoResponsavel: z.boolean(),
});

/** Pre-check before step 1 of the sign-up (fan-club.md §3 and §7). */
export const UsuarioExisteSchema = z
  .object({
    email: memberEmailField,
    cpf: text(14).default(''),
    celular: text(20).default(''),
    telefone: text(20).default(''),
    EmailResponsavel: text(254).default(''),
    estrangeiro: flag,
  })
  .superRefine((r, ctx) => {
    const issues: Issue[] = [];
    if ((!r.estrangeiro || r.cpf !== '') && !isValidCpf(r.cpf)) {
      issues.push({ path: 'cpf', message: clubePtBr.cpfInvalido });
    }
    if (r.EmailResponsavel !== '') issues.push(...guardianIssues(r.EmailResponsavel, r.email));
    report(ctx, issues);
  });
/** `existe`: the e-mail or the CPF already has an account. */
export const UsuarioExisteResponseSchema = z.object({ existe: z.boolean() });

/** The spec's GET carries the interface language too, like every GET (public-site §7). */
export const EnviarCodigoQuerySchema = z.object({
  celular: mobilePhoneField,
  idioma: IdiomaSchema,
});
export const ValidarCodigoSchema = z.object({ code: smsCode, celular: mobilePhoneField });
/** A code or token was sent: when it may be sent again and when it expires, in seconds. */
export const CodigoEnviadoResponseSchema = z.object({
  mensagem: z.string(),
  reenvioEmSegundos: z.number().int(),
  expiraEmSegundos: z.number().int(),
});

export const HashSchema = z.object({ hash: linkSecret });
/** Activation and guardian authorisation answer with the account's state. */
export const ContaAtivacaoResponseSchema = z.object({
  user: z.object({
    idUsuario: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** The member can log in. */
    ativo: z.boolean(),
    emailConfirmado: z.boolean(),
    aguardandoResponsavel: z.boolean(),
  }),
});

export const EsqueceuSenhaSchema = z.object({ email: memberEmailField });

const passwordsMatch = { error: clubePtBr.senhasDiferentes };

export const ResetarSenhaSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: clubePtBr.senhasDiferentes }),
    hash: linkSecret,
    code: linkSecret,
  })
  .refine((v) => v.password === v.confirmPassword, {
    ...passwordsMatch,
    path: ['confirmPassword'],
  });

export const AtualizarSenhaSchema = z
  .object({
    oldPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmNewPassword: z.string({ error: clubePtBr.senhasDiferentes }),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    ...passwordsMatch,
    path: ['confirmNewPassword'],
  });

// ── Captcha (ALTCHA, SHA-256 proof of work) ─────────────────────────────────────────────────

/** `GET /Captcha/desafio`: find n in [0, maxnumber] with SHA-256(salt + n) = challenge (hex). */
export const CaptchaDesafioSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaDesafio = z.infer<typeof CaptchaDesafioSchema>;
/** What the client sends as `captcha`: base64 of this JSON. */
export const CaptchaSolucaoSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  number: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});

// ── CEP ─────────────────────────────────────────────────────────────────────────────────────

export const CepParamsSchema = z.object({
  cep: z
    .string()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, { error: clubePtBr.cepInvalido }),
});
export const CepResponseSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
export type CepResponse = z.infer<typeof CepResponseSchema>;
