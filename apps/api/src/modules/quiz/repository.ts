import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  quiz,
  quizFaixa,
  quizPergunta,
  quizProgresso,
  quizResposta,
} from '../../db/schema/index.ts';

export type Progress = typeof quizProgresso.$inferSelect;

/** The quiz members take: the newest active one. */
export async function activeQuiz(db: Db) {
  const [row] = await db
    .select({ id: quiz.id })
    .from(quiz)
    .where(eq(quiz.ativo, true))
    .orderBy(desc(quiz.id))
    .limit(1);
  return row;
}

/** The quiz's questions in order. */
export function questionsOf(db: Db, quizId: number) {
  return db
    .select({ id: quizPergunta.id, descricao: quizPergunta.descricao })
    .from(quizPergunta)
    .where(eq(quizPergunta.quizId, quizId))
    .orderBy(asc(quizPergunta.ordem));
}

/** A question's choices in order, with the flag: callers decide what leaves the server. */
export function answersOf(db: Db, perguntaId: number) {
  return db
    .select({
      id: quizResposta.id,
      descricao: quizResposta.descricao,
      correta: quizResposta.correta,
    })
    .from(quizResposta)
    .where(eq(quizResposta.perguntaId, perguntaId))
    .orderBy(asc(quizResposta.ordem));
}

/** The member's progress, started at the first question on the first call. */
export async function progressOf(db: Db, usuarioId: number, quizId: number): Promise<Progress> {
  await db.insert(quizProgresso).values({ usuarioId, quizId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(quizProgresso)
    .where(and(eq(quizProgresso.usuarioId, usuarioId), eq(quizProgresso.quizId, quizId)));
  if (!row) throw new Error('quiz progress not kept');
  return row;
}

/**
 * Moves past the question answered, only if the member is still on it (`respondidas` as read):
 * of two answers sent at once, one moves and the other gets undefined.
 */
export async function advance(
  db: Db,
  p: Progress,
  options: { correct: boolean; totalPerguntas: number },
): Promise<Progress | undefined> {
  const [row] = await db
    .update(quizProgresso)
    .set({
      respondidas: sql`${quizProgresso.respondidas} + 1`,
      respostasCorretas: sql`${quizProgresso.respostasCorretas} + ${options.correct ? 1 : 0}`,
      finalizado: p.respondidas + 1 >= options.totalPerguntas,
      atualizadoEm: new Date(),
    })
    .where(
      and(
        eq(quizProgresso.usuarioId, p.usuarioId),
        eq(quizProgresso.quizId, p.quizId),
        eq(quizProgresso.respondidas, p.respondidas),
      ),
    )
    .returning();
  return row;
}

/** The result tiers set in the console, fewest right answers first. */
export function tiers(db: Db) {
  return db
    .select({
      minimoAcertos: quizFaixa.minimoAcertos,
      titulo: quizFaixa.titulo,
      texto: quizFaixa.texto,
      cor: quizFaixa.cor,
    })
    .from(quizFaixa)
    .orderBy(asc(quizFaixa.minimoAcertos));
}
