import { z } from 'zod';
import { conteudoPtBr } from '../locales/conteudo/pt-br.ts';

/**
 * The club's content calls (fan-club.md §3, §7, §9): the rewards survey
 * (`PesquisaEnriquecimento`), gifts (`Beneficio`) and the Stock Channel libraries.
 */

/** Laps of the rewards survey; `fase` counts the laps the member has completed (0 to 4). */
export const PESQUISA_FASES = 4;

/** Carousel timers in seconds (fan-club.md §9). */
export const BENEFICIOS_CAROUSEL_SECONDS = 15;
export const DEPOIMENTOS_CAROUSEL_SECONDS = 10;
export const STOCK_CHANNEL_CAROUSEL_SECONDS = 15;
export const STOCK_CHANNEL_PER_SLIDE = 3;
/** Behind-the-scenes images on the club home. */
export const BASTIDORES_IMAGENS = 4;

/** The reward of each lap, in lap order (fan-club.md §9). */
export const PESQUISA_RECOMPENSAS = [
  {
    premio: 'um cupom de desconto',
    mensagem:
      'Parabéns! Você completou a 1ª volta e ganhou um cupom de desconto. Enviamos o cupom para o seu e-mail.',
  },
  {
    premio: 'um voucher de serviço',
    mensagem:
      'Parabéns! Você completou a 2ª volta e ganhou um voucher de serviço. Enviamos o voucher para o seu e-mail.',
  },
  {
    premio: 'um par de ingressos para uma etapa',
    mensagem:
      'Parabéns! Você completou a 3ª volta e ganhou um par de ingressos para uma etapa. Enviamos os detalhes para o seu e-mail.',
  },
  {
    premio: 'um par de ingressos para a grande final',
    mensagem:
      'Parabéns! Você completou a 4ª volta e ganhou um par de ingressos para a grande final. Enviamos os detalhes para o seu e-mail.',
  },
] as const;

/** The reward message of a completed lap (1 to 4), undefined for 0. */
export function recompensaDaFase(fase: number) {
  return fase >= 1 ? PESQUISA_RECOMPENSAS[fase - 1] : undefined;
}

export const PesquisaRespostaSchema = z.object({
  idPesquisaPerguntaResposta: z.number().int(),
  descricao: z.string(),
});

export const PesquisaPerguntaSchema = z.object({
  descricao: z.string(),
  idPesquisaPergunta: z.number().int(),
  multiplaResposta: z.boolean(),
  respostas: z.array(PesquisaRespostaSchema),
});
export type PesquisaPergunta = z.infer<typeof PesquisaPerguntaSchema>;

/**
 * The member's survey state. `fase`: laps completed; `faseEncerrada`: the last answer closed
 * lap `fase` (its reward message shows until the member answers in the next lap);
 * `pergunta`: the member's current question, null once every lap is done.
 */
export const PesquisaEstadoSchema = z.object({
  idPesquisa: z.number().int(),
  fase: z.number().int().min(0).max(PESQUISA_FASES),
  faseEncerrada: z.boolean(),
  pergunta: PesquisaPerguntaSchema.nullable(),
});
export type PesquisaEstado = z.infer<typeof PesquisaEstadoSchema>;

const BodyIdSchema = z
  .number({ error: conteudoPtBr.respostaInvalida })
  .int({ error: conteudoPtBr.respostaInvalida })
  .positive({ error: conteudoPtBr.respostaInvalida })
  .max(2_147_483_647, { error: conteudoPtBr.respostaInvalida });

/** `POST PesquisaEnriquecimento`: a single-answer question takes exactly one id. */
export const PesquisaRespostaBodySchema = z.object({
  idPesquisa: BodyIdSchema,
  idPesquisaPergunta: BodyIdSchema,
  idRespostas: z
    .array(BodyIdSchema)
    .min(1, { error: conteudoPtBr.selecionePeloMenosUma })
    .max(50, { error: conteudoPtBr.respostaInvalida }),
});
export type PesquisaRespostaBody = z.infer<typeof PesquisaRespostaBodySchema>;

/** A gift of `GET /Beneficio`; its file comes from `GET Beneficio/{id}/Download`. */
export const BeneficioSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  urlImagem: z.string(),
});
export type Beneficio = z.infer<typeof BeneficioSchema>;
export const BeneficiosSchema = z.array(BeneficioSchema);

/** A member's testimonial of `GET /Depoimento`: the club home's carousel (fan-club.md §2, §9). */
export const DepoimentoSchema = z.object({
  id: z.number().int(),
  /** Who says it: first name and city, as the club manager wrote it. */
  nome: z.string(),
  texto: z.string(),
});
export type Depoimento = z.infer<typeof DepoimentoSchema>;
export const DepoimentosSchema = z.array(DepoimentoSchema);

export const VideoSchema = z.object({
  titulo: z.string(),
  thumbnail: z.string(),
  /** A watch URL with a `v` parameter (YouTube). */
  link: z.string(),
});
export type Video = z.infer<typeof VideoSchema>;

export const BibliotecaSchema = z.object({
  idBiblioteca: z.number().int(),
  nome: z.string(),
  thumbnail: z.string(),
  quantidadeDeVideos: z.number().int(),
});
export type Biblioteca = z.infer<typeof BibliotecaSchema>;
export const BibliotecasSchema = z.array(BibliotecaSchema);

export const BibliotecaDetalheSchema = BibliotecaSchema.extend({ videos: z.array(VideoSchema) });
export type BibliotecaDetalhe = z.infer<typeof BibliotecaDetalheSchema>;
