import { z } from 'zod';
import { INTERESSES } from '../comercial.ts';
import { MAX_ID } from '../common.ts';
import { requiredText } from '../../validators/contact.ts';

/**
 * The commercial desk (issue 10): B2B proposals, sponsor leads and talent-bank candidates, each
 * with a status and internal notes; B2B products, careers areas and testimonials.
 */

export const STATUS_COMERCIAL = ['novo', 'em contato', 'ganho', 'perdido', 'arquivado'] as const;
export type StatusComercial = (typeof STATUS_COMERCIAL)[number];

/** The status as the console shows it. */
export const NOME_STATUS: Record<StatusComercial, string> = {
  novo: 'Novo',
  'em contato': 'Em contato',
  ganho: 'Ganho',
  perdido: 'Perdido',
  arquivado: 'Arquivado',
};

/** Areas of the desk that carry a status and notes (their URL segment). */
export const AREAS_BALCAO = ['propostas', 'leads', 'candidatos'] as const;
export type AreaBalcao = (typeof AREAS_BALCAO)[number];

export const StatusComercialSchema = z.enum(STATUS_COMERCIAL, { error: 'Escolha um status.' });

const Versao = z.number({ error: 'Informe a versão.' }).int().positive();

/** `PUT /admin/<area>/:id/status`. */
export const StatusUpdateSchema = z.object({ status: StatusComercialSchema, versao: Versao });
export type StatusUpdate = z.infer<typeof StatusUpdateSchema>;

export const NOTA_MAX = 4000;
/** `POST /admin/<area>/:id/notas`. */
export const NotaInputSchema = z.object({
  texto: z
    .string({ error: 'Escreva a nota.' })
    .trim()
    .min(1, { error: 'Escreva a nota.' })
    .max(NOTA_MAX, { error: `A nota pode ter até ${NOTA_MAX} caracteres.` }),
});
export type NotaInput = z.infer<typeof NotaInputSchema>;

export const NotaSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  staffId: z.number().int(),
  /** The author's name (or e-mail), as the console lists it. */
  autor: z.string(),
  criadoEm: z.string(),
});
export type Nota = z.infer<typeof NotaSchema>;
export const NotasSchema = z.array(NotaSchema);

/** Filters every desk list (and its CSV export) takes besides `q`. */
export const DeskFiltersSchema = z.object({
  status: StatusComercialSchema.optional(),
  /** Received on or after this day (YYYY-MM-DD, UTC). */
  de: z.iso.date({ error: 'Use a data no formato AAAA-MM-DD.' }).optional(),
  /** Received on or before this day. */
  ate: z.iso.date({ error: 'Use a data no formato AAAA-MM-DD.' }).optional(),
});

const desk = {
  id: z.number().int(),
  criadoEm: z.string(),
  status: StatusComercialSchema,
  /** How many internal notes the record has (`GET …/:id/notas` lists them). */
  notas: z.number().int(),
  versao: z.number().int(),
};

export const PropostaItemSchema = z.object({
  ...desk,
  produtoId: z.number().int(),
  produtoNome: z.string(),
  nomeEmpresa: z.string(),
  nomeResponsavel: z.string(),
  cargo: z.string(),
  email: z.string(),
  celular: z.string(),
  interesse: z.enum(INTERESSES),
  objetivos: z.array(z.string()),
  objetivoOutrosDescricao: z.string(),
});
export type PropostaItem = z.infer<typeof PropostaItemSchema>;

export const LeadItemSchema = z.object({
  ...desk,
  empresa: z.string(),
  nomeResponsavel: z.string(),
  cargo: z.string(),
  email: z.string(),
  celular: z.string(),
});
export type LeadItem = z.infer<typeof LeadItemSchema>;

/** What the desk reads of a candidate: no postcode, and the CV only by name (download apart). */
export const CandidatoItemSchema = z.object({
  ...desk,
  nome: z.string(),
  email: z.string(),
  celular: z.string(),
  areaId: z.number().int(),
  areaNome: z.string(),
  linkedin: z.string(),
  porque: z.string(),
  sonho: z.string(),
  /** The CV received, or null; `GET /admin/cvs/:candidatoId` downloads it. */
  cv: z.object({ nome: z.string(), tipo: z.string(), recebidoEm: z.string() }).nullable(),
});
export type CandidatoItem = z.infer<typeof CandidatoItemSchema>;

export const CvParamsSchema = z.object({
  candidatoId: z.coerce.number().int().positive().max(MAX_ID),
});

// --- B2B products, careers areas and testimonials (plain console resources) ---

const Ordem = z
  .number({ error: 'Informe a ordem.' })
  .int({ error: 'A ordem é um número inteiro.' })
  .min(0, { error: 'A ordem não pode ser negativa.' })
  .max(10_000, { error: 'A ordem pode ir até 10000.' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres.` })
    .default('');
const Dia = z.iso.date({ error: 'Use a data no formato AAAA-MM-DD.' }).nullable().default(null);
/** An image URL the upload answered (`/media/…`) or an absolute https address. */
const Imagem = z
  .string()
  .trim()
  .max(500, { error: 'Máximo de 500 caracteres.' })
  .regex(/^(\/media\/\S+|https:\/\/\S+)$/, {
    error: 'Envie a imagem pelo console ou informe um endereço https.',
  });

/**
 * Plain objects (the console's update adds `versao` to them); the server checks the rules across
 * fields (alt text of an image, end after start) with these messages.
 */
export const ALT_OBRIGATORIO = 'Descreva a imagem (texto alternativo).';
export const FIM_ANTES_DO_INICIO = 'O fim não pode ser antes do início.';

export const B2BProdutoInputSchema = z.object({
  nome: requiredText(150),
  imagem: Imagem.or(z.literal('')).default(''),
  imagemAlt: optionalText(200),
  descricao: optionalText(1000),
  conteudo: optionalText(20_000),
  dataInicio: Dia,
  dataFim: Dia,
  local: optionalText(150),
  cidade: optionalText(100),
  uf: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { error: 'Use a sigla do estado (duas letras).' })
    .default(''),
  ativo: z.boolean().default(true),
  ordem: Ordem.default(0),
});
export type B2BProdutoInput = z.infer<typeof B2BProdutoInputSchema>;

export const B2BProdutoItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  imagem: z.string(),
  imagemAlt: z.string(),
  descricao: z.string(),
  conteudo: z.string(),
  dataInicio: z.string().nullable(),
  dataFim: z.string().nullable(),
  local: z.string(),
  cidade: z.string(),
  uf: z.string(),
  ativo: z.boolean(),
  ordem: z.number().int(),
  versao: z.number().int(),
});
export type B2BProdutoItem = z.infer<typeof B2BProdutoItemSchema>;

export const RhAreaInputSchema = z.object({ nome: requiredText(100), ordem: Ordem.default(0) });
export const RhAreaItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ordem: z.number().int(),
  versao: z.number().int(),
});

export const RhDepoimentoInputSchema = z.object({
  nome: requiredText(120),
  cargo: requiredText(120),
  imagem: Imagem.or(z.literal('')).default(''),
  imagemAlt: optionalText(200),
  depoimento: requiredText(1000),
  ordem: Ordem.default(0),
});
export const RhDepoimentoItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cargo: z.string(),
  imagem: z.string(),
  imagemAlt: z.string(),
  depoimento: z.string(),
  ordem: z.number().int(),
  versao: z.number().int(),
});
