import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  BooleanFilterSchema,
  CLUBE_TEXTOS,
  IdFilterSchema,
  QuizInputSchema,
  QuizItemSchema,
  QuizPerguntaInputSchema,
  QuizPerguntaItemSchema,
  QuizFaixaInputSchema,
  QuizFaixaItemSchema,
} from '@stockcar/shared/schemas/admin/clube';
import { quiz, quizFaixa, quizPergunta, quizResposta } from '../../db/schema/index.ts';
import { childCounts, childrenOf, requireParent } from '../../plugins/admin/children.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { fieldProblem } from '../../plugins/problem.ts';

type QuizRow = typeof quiz.$inferSelect;
type PerguntaRow = typeof quizPergunta.$inferSelect;

/** The Stock Quiz in the console (issue 10, role `club`): quizzes and their questions. */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'quiz',
    recurso: 'quiz/faixas',
    entidade: 'quiz-faixa',
    table: quizFaixa,
    input: QuizFaixaInputSchema,
    item: QuizFaixaItemSchema,
    toItems: async (_db, rows) =>
      (rows as (typeof quizFaixa.$inferSelect)[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        minimoAcertos: r.minimoAcertos,
        titulo: r.titulo,
        texto: r.texto,
        cor: r.cor,
      })),
    toRow: (input) => ({ ...input }),
    check: async (db, input, id) => {
      const [taken] = await db
        .select({ id: quizFaixa.id })
        .from(quizFaixa)
        .where(
          and(
            eq(quizFaixa.minimoAcertos, input.minimoAcertos),
            id === undefined ? undefined : ne(quizFaixa.id, id),
          ),
        );
      if (taken) throw fieldProblem('minimoAcertos', CLUBE_TEXTOS.faixaRepetida);
    },
    search: [quizFaixa.titulo],
    sort: { minimoAcertos: quizFaixa.minimoAcertos, titulo: quizFaixa.titulo },
    defaultSort: quizFaixa.minimoAcertos,
  });

  adminCrud(app, {
    area: 'quiz',
    recurso: 'quiz/perguntas',
    entidade: 'quiz-pergunta',
    table: quizPergunta,
    input: QuizPerguntaInputSchema,
    item: QuizPerguntaItemSchema,
    toItems: async (db, rows) => {
      const choices = await childrenOf(
        db,
        quizResposta,
        quizResposta.perguntaId,
        rows.map((r) => r.id as number),
        [asc(quizResposta.perguntaId), asc(quizResposta.ordem)],
        (r) => ({ id: r.id, descricao: r.descricao, correta: r.correta }),
      );
      return (rows as PerguntaRow[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        quizId: r.quizId,
        ordem: r.ordem,
        descricao: r.descricao,
        respostas: choices.get(r.id) ?? [],
      }));
    },
    toRow: ({ quizId, ordem, descricao }) => ({ quizId, ordem, descricao }),
    check: async (db, input, id) => {
      await requireParent(db, quiz.id, input.quizId, 'quizId', CLUBE_TEXTOS.quizInexistente);
      const [taken] = await db
        .select({ id: quizPergunta.id })
        .from(quizPergunta)
        .where(
          and(
            eq(quizPergunta.quizId, input.quizId),
            eq(quizPergunta.ordem, input.ordem),
            id === undefined ? undefined : ne(quizPergunta.id, id),
          ),
        );
      if (taken) throw fieldProblem('ordem', CLUBE_TEXTOS.ordemEmUso);
    },
    // The choices are replaced as a whole: members' progress counts answers, never choice ids.
    writeChildren: async (db, id, input) => {
      await db.delete(quizResposta).where(eq(quizResposta.perguntaId, id));
      await db.insert(quizResposta).values(
        input.respostas.map((r, ordem) => ({
          perguntaId: id,
          ordem,
          descricao: r.descricao,
          correta: r.correta,
        })),
      );
    },
    search: [quizPergunta.descricao],
    filters: {
      quizId: { schema: IdFilterSchema, where: (v) => eq(quizPergunta.quizId, v as number) },
    },
    sort: { ordem: quizPergunta.ordem, descricao: quizPergunta.descricao },
    defaultSort: quizPergunta.ordem,
  });

  adminCrud(app, {
    area: 'quiz',
    recurso: 'quiz',
    entidade: 'quiz',
    table: quiz,
    input: QuizInputSchema,
    item: QuizItemSchema,
    toItems: async (db, rows) => {
      const counts = await childCounts(
        db,
        quizPergunta.quizId,
        rows.map((r) => r.id as number),
      );
      return (rows as QuizRow[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        titulo: r.titulo,
        ativo: r.ativo,
        totalPerguntas: counts.get(r.id) ?? 0,
        criadoEm: r.criadoEm.toISOString(),
      }));
    },
    toRow: ({ titulo, ativo }) => ({ titulo, ativo }),
    search: [quiz.titulo],
    filters: { ativo: { schema: BooleanFilterSchema, where: (v) => eq(quiz.ativo, v as boolean) } },
    sort: { titulo: quiz.titulo, criadoEm: quiz.criadoEm },
    defaultSort: quiz.criadoEm,
    // A quiz with members' runs is taken out of play (ativo false), not deleted.
    only: ['list', 'get', 'create', 'update'],
  });
};

export default routes;
