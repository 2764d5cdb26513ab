import { z } from 'zod';
import { IdSchema } from './common.ts';
import { quizPtBr } from '../locales/quiz/pt-br.ts';

/** The Stock Quiz (fan-club.md §2, §3, §4, §6, §7, §9): one question at a time, members with cpf. */

/** The next question shows this long after an answer (fan-club.md §9). */
export const QUIZ_NEXT_QUESTION_MS = 1000;

/** An answer choice: never says whether it is right. */
export const QuizRespostaSchema = z.object({
  descricao: z.string(),
  idPesquisaPergunta: z.number().int(),
  idPesquisaPerguntaResposta: z.number().int(),
});
export type QuizResposta = z.infer<typeof QuizRespostaSchema>;

export const QuizPerguntaSchema = z.object({
  descricao: z.string(),
  idPesquisaPergunta: z.number().int(),
  respostas: z.array(QuizRespostaSchema),
});
export type QuizPergunta = z.infer<typeof QuizPerguntaSchema>;

/** `GET /Quiz`: the member's state. */
export const QuizSchema = z.object({
  idPesquisa: z.number().int(),
  /** The current question's number, 1-based ('X' of 'X de Y'); totalPerguntas once finished. */
  perguntaAtual: z.number().int(),
  totalPerguntas: z.number().int(),
  respostasCorretas: z.number().int(),
  /** Null once finished. */
  pergunta: QuizPerguntaSchema.nullable(),
  /** The closing message once finished, else null. */
  faseEncerrada: z.string().nullable(),
});
export type Quiz = z.infer<typeof QuizSchema>;

/** `POST /Quiz`: the new state and the right answer of the question just answered. */
export const QuizRespondidoSchema = QuizSchema.extend({
  respostaCorreta: z.number().int(),
});
export type QuizRespondido = z.infer<typeof QuizRespondidoSchema>;

export const QuizRespostaBodySchema = z.object({
  idPesquisa: IdSchema,
  idPesquisaPergunta: IdSchema,
  /** A list of one (fan-club.md §3). */
  idRespostas: z
    .array(IdSchema, { error: quizPtBr.umaResposta })
    .length(1, { error: quizPtBr.umaResposta }),
});
export type QuizRespostaBody = z.infer<typeof QuizRespostaBodySchema>;

/** `GET /Quiz/Faixas`: the result tiers set in the console, fewest right answers first (empty: the site's own). */
export const QuizFaixasSchema = z.array(
  z.object({
    minimoAcertos: z.number().int(),
    titulo: z.string(),
    texto: z.string(),
    cor: z.string(),
  }),
);
export type QuizFaixas = z.infer<typeof QuizFaixasSchema>;
