import { z } from 'zod';
import { TEXT_FIELD_MAX } from '../constants.ts';
import { MAX_ID } from './common.ts';
import { cepField, emailField, mobileField, requiredText } from '../validators/contact.ts';
import { contactPtBr } from '../locales/contact/pt-br.ts';
import { commercialPtBr } from '../locales/commercial/pt-br.ts';
import { cvPtBr } from '../locales/cv/pt-br.ts';

export const B2BProdutoSchema = z.object({
  idProduto: z.number().int(),
  nome: z.string(),
  imagem: z.string(),
  conteudo: z.string(),
  descricao: z.string(),
  dataInicio: z.string().nullable(),
  dataFim: z.string().nullable(),
  local: z.string(),
  cidade: z.string(),
  uf: z.string(),
});
export const B2BProdutosSchema = z.array(B2BProdutoSchema);

export const INTERESSES = [
  'camarote-coorporativo',
  'grid-experience',
  'volta-rapida',
  'ativacoes',
  'outros',
] as const;

/** B2B proposal (public-site.md §3 and §5); the 'outros' text is bound to its field. */
export const B2BPropostaSchema = z
  .object({
    idProduto: z.coerce
      .number()
      .int()
      .positive()
      .max(MAX_ID, { error: commercialPtBr.proposal.notFound }),
    nomeEmpresa: requiredText(),
    nomeResponsavel: requiredText(),
    cargo: requiredText(),
    email: emailField,
    celular: mobileField,
    interesse: z.enum(INTERESSES, { error: 'Selecione seu interesse' }),
    objetivoReconhecimentoColaboradores: z.boolean().default(false),
    objetivoReconhecimentoFornecedores: z.boolean().default(false),
    objetivoRelacionamento: z.boolean().default(false),
    objetivoNetworking: z.boolean().default(false),
    objetivoOutros: z.boolean().default(false),
    objetivoOutrosDescricao: z
      .string()
      .trim()
      .max(TEXT_FIELD_MAX, { error: contactPtBr.tooLong })
      .default(''),
  })
  .refine((p) => !p.objetivoOutros || p.objetivoOutrosDescricao.length > 0, {
    path: ['objetivoOutrosDescricao'],
    error: 'Descreva o outro objetivo.',
  });
export type B2BProposta = z.infer<typeof B2BPropostaSchema>;

export const PatrocinadorSchema = z.object({
  empresa: requiredText(),
  nomeResponsavel: requiredText(),
  cargo: requiredText(),
  email: emailField,
  celular: mobileField,
});
export type Patrocinador = z.infer<typeof PatrocinadorSchema>;

export const EnvioResponseSchema = z.object({ id: z.number().int() });

export const AreaSchema = z.object({ idArea: z.number().int(), nome: z.string() });
export const AreasSchema = z.array(AreaSchema);
export const DepoimentoSchema = z.object({
  nome: z.string(),
  cargo: z.string(),
  imagem: z.string(),
  depoimento: z.string(),
});
export const DepoimentosSchema = z.array(DepoimentoSchema);

/** Talent-bank candidate: every field required, free texts up to 300 characters. */
export const CandidatoSchema = z.object({
  nome: requiredText(),
  email: emailField,
  celular: mobileField,
  cep: cepField,
  idArea: z.coerce
    .number({ error: contactPtBr.required })
    .int()
    .positive({ error: contactPtBr.required })
    .max(MAX_ID, { error: cvPtBr.areaInvalid }),
  linkedin: requiredText(300).regex(/^https?:\/\/\S+$/, { error: contactPtBr.url }),
  porque: requiredText(TEXT_FIELD_MAX),
  sonho: requiredText(TEXT_FIELD_MAX),
});
export type Candidato = z.infer<typeof CandidatoSchema>;
/**
 * `idCandidato` as the spec has it, plus the secret the CV upload must carry: ids are
 * sequential, so the id alone let anyone attach a CV to someone else's candidacy (issue 12).
 */
export const CandidatoResponseSchema = z.object({
  idCandidato: z.number().int(),
  tokenUpload: z.string(),
});
/** Multipart field of the CV upload that carries `tokenUpload`. */
export const CV_TOKEN_FIELD = 'tokenUpload';

/** CV rules (issue 4): type checked by content and name, 5 MB, .docx unpacked up to 20 MB. */
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const DOCX_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
