import { z } from 'zod';
import { COUNTRY_CODES } from '../../countries.ts';
import { TEXT_FIELD_MAX } from '../../constants.ts';
import { IdiomaSchema, MAX_ID } from '../common.ts';
import { checkBirthDate } from '../../validators/birth-date.ts';
import { cepField } from '../../validators/contact.ts';
import { isValidCpf } from '../../validators/cpf.ts';
import { isMemberEmail, memberEmailField, sameEmail } from '../../validators/member-email.ts';
import { currentPasswordField, newPasswordField } from '../../validators/password.ts';
import { checkPhone, mobilePhoneField } from '../../validators/phone.ts';
import { clubePtBr } from '../../locales/clube/pt-br.ts';
import {
  PERGUNTA_PILOTO_FAVORITO_ID,
  generoField,
  linkSecret,
  optInFlag,
  requiredText,
  smsCode,
  trimmedText,
  ufField,
} from './comum.ts';

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
  resposta: requiredText(TEXT_FIELD_MAX),
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
    nome: requiredText(100),
    sobrenome: trimmedText(100).default(''),
    genero: generoField,
    cpf: trimmedText(14).default(''),
    /** ISO 3166 code of the member's country; 'BR' unless estrangeiro. */
    pais: z.enum(COUNTRY_CODES, { error: clubePtBr.paisObrigatorio }).default('BR'),
    dataNascimento: z.string({ error: clubePtBr.dataInvalida }).trim(),
    email: memberEmailField,
    emailConfirm: z.string({ error: clubePtBr.emailsDiferentes }).trim(),
    telefone: z.string({ error: clubePtBr.celularInvalido }).trim(),
    cep: trimmedText(9).default(''),
    logradouro: trimmedText(200).default(''),
    bairro: trimmedText(100).default(''),
    cidade: trimmedText(100).default(''),
    uf: trimmedText(2).default(''),
    senha: newPasswordField,
    senhaConfirma: z.string({ error: clubePtBr.senhasDiferentes }),
    optaEmail: optInFlag,
    optaSms: optInFlag,
    optaWhatsapp: optInFlag,
    aceitaTermos: z.boolean({ error: clubePtBr.aceiteTermos }),
    estrangeiro: optInFlag,
    responses: z.array(RespostaRegistroSchema).max(20).default([]),
    /** The ALTCHA payload (base64), see `GET /Captcha/desafio`. */
    captcha: z.string({ error: clubePtBr.captchaInvalido }).min(1, clubePtBr.captchaInvalido),
    /** Guardian's e-mail, required for ages 14 to 17 (the pre-check's name for it). */
    EmailResponsavel: trimmedText(254).default(''),
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
    cpf: trimmedText(14).default(''),
    celular: trimmedText(20).default(''),
    telefone: trimmedText(20).default(''),
    EmailResponsavel: trimmedText(254).default(''),
    estrangeiro: optInFlag,
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
