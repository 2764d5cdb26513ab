import { z } from 'zod';
import { ListQuerySchema } from './lista.ts';
import { ConsentimentoRegistroSchema } from '../meus-dados.ts';

/** The club manager's console areas (issue 10): the members desk and the club's content. */

// ── Membros (read-mostly) ───────────────────────────────────────────────────────────────────

export const MEMBRO_TEXTOS = {
  jaAtivado: 'Este membro já confirmou o e-mail: não há ativação para reenviar.',
  aguardandoSms: 'Este cadastro ainda espera o código SMS; o e-mail de ativação segue o código.',
} as const;

/** `q` is an e-mail (or part of one) or a CPF, masked or bare (exact digits). */
export const MembroListQuerySchema = ListQuerySchema;

export const MembroItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  /** Masked: ***.456.789-** (null for foreigners without one). */
  cpf: z.string().nullable(),
  ativo: z.boolean(),
  cadastroCompleto: z.boolean(),
  criadoEm: z.string(),
});
export type MembroItem = z.infer<typeof MembroItemSchema>;

export const MembroDetalheSchema = MembroItemSchema.extend({
  sobrenome: z.string(),
  estrangeiro: z.boolean(),
  pais: z.string(),
  cidade: z.string(),
  uf: z.string(),
  estado: z.object({
    emailConfirmado: z.boolean(),
    aguardandoResponsavel: z.boolean(),
    aguardandoCodigoSms: z.boolean(),
    ativo: z.boolean(),
    cadastroCompleto: z.boolean(),
  }),
  responsavel: z.object({
    exigido: z.boolean(),
    email: z.string().nullable(),
    autorizado: z.boolean(),
    autorizadoEm: z.string().nullable(),
  }),
  optins: z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }),
  /** Every consent choice, newest first. */
  consentimentos: z.array(ConsentimentoRegistroSchema),
  /** When the newest activation e-mail was sent (null: none on record). */
  ativacaoEnviadaEm: z.string().nullable(),
});
export type MembroDetalhe = z.infer<typeof MembroDetalheSchema>;
