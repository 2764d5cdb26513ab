import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { piloto } from './racing.ts';
import { staff } from './staff.ts';

/** Stock Club members and what keeps their accounts safe (issue 5, fan-club.md §3). */

const instant = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => instant('criado_em').notNull().defaultNow();

export const usuario = pgTable('usuario', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  sobrenome: text('sobrenome').notNull().default(''),
  genero: text('genero').notNull().default(''),
  /** Digits only; null for foreigners without one. Unique. */
  cpf: text('cpf').unique('usuario_cpf_uq'),
  pais: text('pais').notNull().default('BR'),
  estrangeiro: boolean('estrangeiro').notNull().default(false),
  dataNascimento: date('data_nascimento'),
  /** Trimmed and lower-cased. Unique. */
  email: text('email').notNull().unique('usuario_email_uq'),
  /** As shown: Brazilian masked, foreign E.164. */
  telefone: text('telefone').notNull().default(''),
  celularAtivo: boolean('celular_ativo').notNull().default(false),
  dataAlteracaoCelular: instant('data_alteracao_celular'),
  cep: text('cep').notNull().default(''),
  logradouro: text('logradouro').notNull().default(''),
  bairro: text('bairro').notNull().default(''),
  cidade: text('cidade').notNull().default(''),
  uf: text('uf').notNull().default(''),
  /** argon2id, PHC string. */
  senhaHash: text('senha_hash').notNull(),
  /** Ages 14 to 17 at sign-up: the account needs the guardian's authorisation. */
  exigeResponsavel: boolean('exige_responsavel').notNull().default(false),
  emailResponsavel: text('email_responsavel'),
  responsavelAutorizadoEm: instant('responsavel_autorizado_em'),
  /** Null until the member follows the activation link (again after an e-mail change). */
  emailConfirmadoEm: instant('email_confirmado_em'),
  /** Foreign sign-up waiting for the SMS code; the activation e-mail follows the code. */
  codigoSmsPendente: boolean('codigo_sms_pendente').notNull().default(false),
  cadastroCompleto: boolean('cadastro_completo').notNull().default(false),
  aceitaFluxoFanpush: boolean('aceita_fluxo_fanpush').notNull().default(false),
  emailOptin: boolean('email_optin').notNull().default(false),
  smsOptin: boolean('sms_optin').notNull().default(false),
  whatsappOptin: boolean('whatsapp_optin').notNull().default(false),
  /** Re-encoded JPEG, base64 without the data: prefix (fan-club.md §5). */
  foto: text('foto').notNull().default(''),
  pilotoFavoritoId: integer('piloto_favorito_id').references(() => piloto.id, {
    onDelete: 'set null',
  }),
  criadoEm: createdAt(),
  atualizadoEm: instant('atualizado_em').notNull().defaultNow(),
});

/** The owning member; the row goes with the member. */
const usuarioRef = () =>
  integer('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' });

/** Answers to the sign-up questions of `GET /Registro`. */
export const usuarioResposta = pgTable(
  'usuario_resposta',
  {
    usuarioId: usuarioRef(),
    idPesquisaPerfil: integer('id_pesquisa_perfil').notNull(),
    resposta: text('resposta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.idPesquisaPerfil] })],
);

/** Every consent choice as it was given: purpose, value, time, text version and by whom. */
export const consentimento = pgTable(
  'consentimento',
  {
    id: serial('id').primaryKey(),
    /**
     * Null only for a guardian's revocation, written after the minor's account is erased, as
     * proof of the request (LGPD art. 16 I); the member's own rows go with the member.
     */
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'cascade' }),
    /** 'email' | 'sms' | 'whatsapp' | 'termos' | 'fluxo-fanpush' | 'autorizacao-responsavel'. */
    finalidade: text('finalidade').notNull(),
    concedido: boolean('concedido').notNull(),
    versaoTexto: text('versao_texto').notNull(),
    /**
     * Where it was given: 'cadastro', 'perfil', 'aceite-fluxo', 'responsavel', 'meus-dados',
     * 'revogacao-responsavel'.
     */
    origem: text('origem').notNull(),
    /** 'titular' or 'responsavel:<e-mail>'. */
    concedidoPor: text('concedido_por').notNull(),
    ip: text('ip').notNull().default(''),
    criadoEm: createdAt(),
  },
  (t) => [index('consentimento_usuario_idx').on(t.usuarioId, t.finalidade, t.criadoEm)],
);

/** A login's chain of refresh tokens; reusing a rotated token revokes the whole family. */
export const sessaoFamilia = pgTable(
  'sessao_familia',
  {
    id: text('id').primaryKey(),
    /** The member, or (staff console) the staff account: exactly one of the two. */
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** The login's User-Agent, at most 200 characters ('' when none was sent). */
    dispositivo: text('dispositivo').notNull().default(''),
    criadoEm: createdAt(),
    /** The login, then every refresh: when the session was last used. */
    ultimoUsoEm: instant('ultimo_uso_em').notNull().defaultNow(),
    revogadaEm: instant('revogada_em'),
    motivo: text('motivo'),
  },
  (t) => [
    index('sessao_familia_usuario_idx').on(t.usuarioId),
    index('sessao_familia_staff_idx').on(t.staffId),
    check('sessao_familia_dono_ck', sql`num_nonnulls(${t.usuarioId}, ${t.staffId}) = 1`),
  ],
);

export const sessaoToken = pgTable(
  'sessao_token',
  {
    id: serial('id').primaryKey(),
    familiaId: text('familia_id')
      .notNull()
      .references(() => sessaoFamilia.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's secret (hex). */
    tokenHash: text('token_hash').notNull().unique('sessao_token_hash_uq'),
    criadoEm: createdAt(),
    expiraEm: instant('expira_em').notNull(),
    /** Set when the token was exchanged for the next one. */
    substituidoEm: instant('substituido_em'),
  },
  (t) => [index('sessao_token_familia_idx').on(t.familiaId)],
);

/**
 * E-mailed links: activation, guardian authorisation, password reset, and the guardian's
 * revocation (valid until the member turns 18). Single use.
 */
export const linkEmail = pgTable(
  'link_email',
  {
    id: serial('id').primaryKey(),
    usuarioId: usuarioRef(),
    tipo: text('tipo')
      .$type<'ativacao' | 'responsavel' | 'reset' | 'revogacao-responsavel'>()
      .notNull(),
    /** SHA-256 (hex) of the link's secret; the reset's code has its own. */
    tokenHash: text('token_hash').notNull().unique('link_email_token_uq'),
    codigoHash: text('codigo_hash'),
    destino: text('destino').notNull(),
    expiraEm: instant('expira_em').notNull(),
    usadoEm: instant('usado_em'),
    criadoEm: createdAt(),
  },
  (t) => [index('link_email_usuario_idx').on(t.usuarioId, t.tipo, t.criadoEm)],
);

/** 6-digit codes sent by SMS (foreign sign-up, phone change, vote, account deletion). */
export const codigoSms = pgTable(
  'codigo_sms',
  {
    id: serial('id').primaryKey(),
    usuarioId: usuarioRef(),
    finalidade: text('finalidade')
      .$type<'registro' | 'telefone' | 'fanpush' | 'exclusao'>()
      .notNull(),
    /** The number as the member typed it, and in E.164 (what was sent and is rate limited). */
    telefone: text('telefone').notNull(),
    destino: text('destino').notNull(),
    /** HMAC-SHA-256 (hex) of the code with the server's secret. */
    codigoHash: text('codigo_hash').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    expiraEm: instant('expira_em').notNull(),
    usadoEm: instant('usado_em'),
    criadoEm: createdAt(),
  },
  (t) => [
    index('codigo_sms_destino_idx').on(t.destino, t.criadoEm),
    index('codigo_sms_usuario_idx').on(t.usuarioId, t.finalidade, t.criadoEm),
  ],
);

/** Failed logins in the last minutes, per account and per address (never a permanent lock). */
export const falhaLogin = pgTable(
  'falha_login',
  {
    id: serial('id').primaryKey(),
    chave: text('chave').notNull(),
    criadoEm: createdAt(),
  },
  (t) => [index('falha_login_chave_idx').on(t.chave, t.criadoEm)],
);

/** Captcha challenges already accepted, kept until they expire (no replay). */
export const captchaUsado = pgTable('captcha_usado', {
  assinatura: text('assinatura').primaryKey(),
  expiraEm: instant('expira_em').notNull(),
});

/** CEP look-ups (ViaCEP shape), kept 30 days. */
export const cepCache = pgTable('cep_cache', {
  cep: text('cep').primaryKey(),
  dados: jsonb('dados')
    .$type<{ cep: string; logradouro: string; bairro: string; localidade: string; uf: string }>()
    .notNull(),
  atualizadoEm: instant('atualizado_em').notNull().defaultNow(),
});
