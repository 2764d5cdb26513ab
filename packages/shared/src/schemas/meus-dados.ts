import { z } from 'zod';
import { currentPasswordField } from '../validators/password.ts';
import { SMS_CODE_LENGTH } from './clube/comum.ts';
import { clubePtBr } from '../locales/clube/pt-br.ts';

/**
 * Meus dados, the member's LGPD self-service (issue 12): the data export, consents, sessions,
 * account deletion and the guardian's revocation. Field names in Portuguese, as the API's.
 */

/** The opt-ins a member may withdraw and give again at any time. */
export const OPTIONAL_CONSENTS = ['email', 'sms', 'whatsapp'] as const;
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];

/** What each consent purpose means, as the page and the export's reader see it. */
export const CONSENT_LABELS: Record<string, string> = {
  email: 'Receber novidades e ofertas por e-mail',
  sms: 'Receber novidades e ofertas por SMS',
  whatsapp: 'Receber novidades e ofertas por WhatsApp',
  termos: 'Termos de uso e política de privacidade',
  'fluxo-fanpush': 'Regulamento do Fanpush',
  'autorizacao-responsavel': 'Autorização do responsável',
};

/** Where a consent was given or withdrawn. */
export const CONSENT_ORIGINS: Record<string, string> = {
  cadastro: 'Cadastro',
  perfil: 'Meu perfil',
  'aceite-fluxo': 'Pré-votação do Fanpush',
  responsavel: 'Link enviado ao responsável',
  'meus-dados': 'Meus dados',
  'revogacao-responsavel': 'Revogação pelo responsável',
};

/** The export's name: `meus-dados-stockclub-AAAA-MM-DD.json` (the day in São Paulo). */
export const exportFileName = (day: string) => `meus-dados-stockclub-${day}.json`;

const instant = z.string();

// ── Consentimentos ──────────────────────────────────────────────────────────────────────────

export const ConsentimentoRegistroSchema = z.object({
  id: z.number().int(),
  finalidade: z.string(),
  concedido: z.boolean(),
  origem: z.string(),
  /** 'titular' or 'responsavel:<e-mail>'. */
  concedidoPor: z.string(),
  versaoTexto: z.string(),
  data: instant,
});
export type ConsentimentoRegistro = z.infer<typeof ConsentimentoRegistroSchema>;

/** `GET /MeusDados/consentimentos`: the opt-ins as they stand and every choice, newest first. */
export const ConsentimentosResponseSchema = z.object({
  opcionais: z.array(z.object({ finalidade: z.enum(OPTIONAL_CONSENTS), concedido: z.boolean() })),
  historico: z.array(ConsentimentoRegistroSchema),
});
export type Consentimentos = z.infer<typeof ConsentimentosResponseSchema>;

/** `PUT /MeusDados/consentimentos`: withdraws or gives again one opt-in. */
export const AlterarConsentimentoSchema = z.object({
  finalidade: z.enum(OPTIONAL_CONSENTS, { error: clubePtBr.consentimentoInvalido }),
  concedido: z.boolean({ error: clubePtBr.consentimentoInvalido }),
});
export type AlterarConsentimento = z.infer<typeof AlterarConsentimentoSchema>;

export const ConsentimentoAlteradoResponseSchema = ConsentimentosResponseSchema.extend({
  mensagem: z.string(),
});

// ── Sessões ─────────────────────────────────────────────────────────────────────────────────

export const SessaoSchema = z.object({
  id: z.string(),
  /** A readable name from the login's User-Agent: 'Chrome no Android'. */
  dispositivo: z.string(),
  criadoEm: instant,
  ultimoUsoEm: instant,
  /** The session of the access token that asked. */
  atual: z.boolean(),
});
export type Sessao = z.infer<typeof SessaoSchema>;

/** `GET /MeusDados/sessoes`: the live sessions (not ended, not expired), last used first. */
export const SessoesResponseSchema = z.object({ sessoes: z.array(SessaoSchema) });

export const SessaoParamsSchema = z.object({
  id: z.uuid({ error: clubePtBr.sessaoNaoEncontrada }),
});

// ── Exclusão da conta ───────────────────────────────────────────────────────────────────────

/** `POST /MeusDados/exclusao`: the password and the code sent by SMS, together. */
export const ExclusaoContaSchema = z.object({
  senha: currentPasswordField,
  codigo: z
    .string({ error: clubePtBr.codigoInvalido })
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { error: clubePtBr.codigoInvalido }),
});
export type ExclusaoConta = z.infer<typeof ExclusaoContaSchema>;

// ── Revogação pelo responsável ──────────────────────────────────────────────────────────────

/** `POST /MeusDados/revogar-autorizacao`: the `h` of the link in the guardian's e-mail. */
export const RevogarAutorizacaoSchema = z.object({
  hash: z
    .string({ error: clubePtBr.linkInvalido })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: clubePtBr.linkInvalido }),
});

// ── Exportação ──────────────────────────────────────────────────────────────────────────────

const PerfilExportadoSchema = z.object({
  idUsuario: z.number().int(),
  nome: z.string(),
  sobrenome: z.string(),
  genero: z.string(),
  cpf: z.string(),
  pais: z.string(),
  estrangeiro: z.boolean(),
  /** yyyy-mm-dd. */
  dataNascimento: z.string().nullable(),
  email: z.string(),
  emailConfirmadoEm: instant.nullable(),
  telefone: z.string(),
  celularAtivo: z.boolean(),
  dataAlteracaoCelular: instant.nullable(),
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  exigeResponsavel: z.boolean(),
  emailResponsavel: z.string().nullable(),
  responsavelAutorizadoEm: instant.nullable(),
  codigoSmsPendente: z.boolean(),
  cadastroCompleto: z.boolean(),
  aceitaFluxoFanpush: z.boolean(),
  emailOptin: z.boolean(),
  smsOptin: z.boolean(),
  whatsAppOptin: z.boolean(),
  /** base64 JPEG without the data: prefix ('' when none). */
  foto: z.string(),
  criadoEm: instant,
  atualizadoEm: instant,
});

const VotoExportadoSchema = z.object({
  idEtapaFanpush: z.number().int(),
  etapa: z.string(),
  circuito: z.string(),
  dataEtapa: instant,
  pilotos: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  status: z.enum(['pendente', 'confirmado']),
  votadoEm: instant,
  confirmadoEm: instant.nullable(),
  /** The confirmed ballot's receipt (issue 11), found in the vote's published export. */
  recibo: z.string().nullable(),
});

const QuizExportadoSchema = z.object({
  idQuiz: z.number().int(),
  titulo: z.string(),
  respondidas: z.number().int(),
  respostasCorretas: z.number().int(),
  finalizado: z.boolean(),
  atualizadoEm: instant,
});

const PesquisaExportadaSchema = z.object({
  idPesquisa: z.number().int(),
  titulo: z.string(),
  respostas: z.array(
    z.object({
      fase: z.number().int(),
      pergunta: z.string(),
      opcoes: z.array(z.string()),
      respondidaEm: instant,
    }),
  ),
  recompensas: z.array(z.object({ fase: z.number().int(), codigo: z.string(), data: instant })),
});

const SessaoExportadaSchema = z.object({
  id: z.string(),
  /** The User-Agent as kept (at most 200 characters). */
  userAgent: z.string(),
  dispositivo: z.string(),
  criadoEm: instant,
  ultimoUsoEm: instant,
  encerradaEm: instant.nullable(),
  motivo: z.string().nullable(),
});

/** A message sent to the member: never its body, which may hold a code or a link. */
const MensagemExportadaSchema = z.object({
  canal: z.enum(['email', 'sms']),
  destino: z.string(),
  assunto: z.string(),
  data: instant,
});

/** `GET /MeusDados/exportar`: everything the club keeps about the member but secrets. */
export const MeusDadosExportSchema = z.object({
  formato: z.literal('stockclub-meus-dados/1'),
  geradoEm: instant,
  perfil: PerfilExportadoSchema,
  pilotoFavorito: z
    .object({ id: z.number().int(), nome: z.string(), numero: z.string() })
    .nullable(),
  respostasCadastro: z.array(
    z.object({ idPesquisaPerfil: z.number().int(), resposta: z.string() }),
  ),
  consentimentos: z.array(ConsentimentoRegistroSchema.extend({ ip: z.string() })),
  votosFanpush: z.array(VotoExportadoSchema),
  quiz: z.array(QuizExportadoSchema),
  pesquisas: z.array(PesquisaExportadaSchema),
  sessoes: z.array(SessaoExportadaSchema),
  mensagens: z.array(MensagemExportadaSchema),
});
export type MeusDadosExport = z.infer<typeof MeusDadosExportSchema>;
