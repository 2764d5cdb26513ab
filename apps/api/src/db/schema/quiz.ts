import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuario } from './clube.ts';

/** The Stock Quiz (issue 6, fan-club.md §3, §4): ordered questions, one right answer each. */
export const quiz = pgTable('quiz', {
  /** The API's idPesquisa. */
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  /** The quiz members take is the newest active one. */
  ativo: boolean('ativo').notNull().default(true),
  /** The console's edit version (issue 10). */
  versao: integer('versao').notNull().default(1),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

export const quizPergunta = pgTable(
  'quiz_pergunta',
  {
    /** The API's idPesquisaPergunta. */
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quiz.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    descricao: text('descricao').notNull(),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [unique('quiz_pergunta_ordem_uq').on(t.quizId, t.ordem)],
);

/** An answer choice; `correta` never leaves the server before the member has answered. */
export const quizResposta = pgTable(
  'quiz_resposta',
  {
    /** The API's idPesquisaPerguntaResposta. */
    id: serial('id').primaryKey(),
    perguntaId: integer('pergunta_id')
      .notNull()
      .references(() => quizPergunta.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    descricao: text('descricao').notNull(),
    correta: boolean('correta').notNull().default(false),
  },
  (t) => [
    unique('quiz_resposta_ordem_uq').on(t.perguntaId, t.ordem),
    // At most one right answer per question.
    uniqueIndex('quiz_resposta_correta_uq')
      .on(t.perguntaId)
      .where(sql`${t.correta}`),
  ],
);

/**
 * A member's run through a quiz: the current question is the (respondidas + 1)-th in order.
 * Answering moves it with a conditional update on `respondidas`, so a question is never
 * answered twice, even by two requests at once.
 */
export const quizProgresso = pgTable(
  'quiz_progresso',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quiz.id, { onDelete: 'cascade' }),
    respondidas: integer('respondidas').notNull().default(0),
    respostasCorretas: integer('respostas_corretas').notNull().default(0),
    finalizado: boolean('finalizado').notNull().default(false),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.quizId] }),
    index('quiz_progresso_quiz_idx').on(t.quizId),
    check(
      'quiz_progresso_contagem_ck',
      sql`${t.respostasCorretas} >= 0 and ${t.respostasCorretas} <= ${t.respondidas}`,
    ),
  ],
);

/**
 * The quiz's result tiers as the club manager edits them (issue 10): a member who got at least
 * `minimoAcertos` right reaches the tier. Until rows exist the site uses its built-in tiers.
 */
export const quizFaixa = pgTable(
  'quiz_faixa',
  {
    id: serial('id').primaryKey(),
    minimoAcertos: integer('minimo_acertos').notNull(),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    /** The result card's colour, #rrggbb. */
    cor: text('cor').notNull(),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [unique('quiz_faixa_minimo_uq').on(t.minimoAcertos)],
);
