import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuizRespondidoSchema, QuizSchema } from '@stockcar/shared/schemas/quiz';
import * as s from '../../db/schema/index.ts';
import { startSession } from '../../plugins/auth/sessions.ts';
import { anon, bearer, call, createClubApp, createMember } from '../../../test/club.ts';
import { at } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helper.ts';
import { quizPtBr } from '@stockcar/shared/locales/quiz/pt-br';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

/** A quiz of `size` questions of 3 choices each; the right one is the second. */
async function createQuiz(size: number) {
  const [quiz] = await t.db.insert(s.quiz).values({ titulo: 'Quiz' }).returning();
  if (!quiz) throw new Error('quiz not created');
  const questions = [];
  for (let ordem = 0; ordem < size; ordem += 1) {
    const [q] = await t.db
      .insert(s.quizPergunta)
      .values({ quizId: quiz.id, ordem, descricao: `Pergunta ${ordem + 1}?` })
      .returning();
    if (!q) throw new Error('question not created');
    const answers = await t.db
      .insert(s.quizResposta)
      .values(
        [0, 1, 2].map((i) => ({
          perguntaId: q.id,
          ordem: i,
          descricao: `R${i}`,
          correta: i === 1,
        })),
      )
      .returning();
    questions.push({ id: q.id, right: at(answers, 1).id, wrong: at(answers, 0).id });
  }
  return { id: quiz.id, questions };
}

/** A member with a session; overrides apply (cpf: null for one without). */
async function quizzer(overrides: Partial<typeof s.usuario.$inferInsert> = {}) {
  const m = await createMember(t, overrides);
  const issued = await startSession(t.db, m.id);
  const headers = bearer(t.app.jwt.sign({ sub: String(m.id), sid: issued.familyId }));
  return {
    get: () => call(t, 'GET', '/Quiz', undefined, headers),
    answer: (body: object) => call(t, 'POST', '/Quiz', body, headers),
  };
}

type Quiz = Awaited<ReturnType<typeof createQuiz>>;
const answerOf = (quiz: Quiz, i: number, pick: 'right' | 'wrong') => {
  const q = at(quiz.questions, i);
  return { idPesquisa: quiz.id, idPesquisaPergunta: q.id, idRespostas: [q[pick]] };
};

describe('GET and POST /Quiz', () => {
  let quiz: Quiz;

  it('needs a session, a cpf and a quiz', async () => {
    expect((await call(t, 'GET', '/Quiz', undefined, anon())).statusCode).toBe(401);
    const noQuiz = await (await quizzer()).get();
    expect(noQuiz.statusCode).toBe(404);
    expect(noQuiz.json().detail).toBe(quizPtBr.semQuiz);
    quiz = await createQuiz(4);
    const foreigner = await quizzer({ cpf: null, estrangeiro: true });
    const refused = await foreigner.get();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(quizPtBr.semCpf);
    expect((await foreigner.answer(answerOf(quiz, 0, 'right'))).statusCode).toBe(403);
  });

  it('shows question 1 of 4 without saying which answer is right', async () => {
    const res = await (await quizzer()).get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/"(correta|respostaCorreta)"/);
    const body = QuizSchema.parse(res.json());
    const q = at(quiz.questions, 0);
    expect(body).toMatchObject({
      idPesquisa: quiz.id,
      perguntaAtual: 1,
      totalPerguntas: 4,
      respostasCorretas: 0,
      faseEncerrada: null,
    });
    expect(body.pergunta?.idPesquisaPergunta).toBe(q.id);
    expect(body.pergunta?.respostas).toHaveLength(3);
    for (const r of body.pergunta?.respostas ?? []) {
      expect(Object.keys(r).sort()).toEqual([
        'descricao',
        'idPesquisaPergunta',
        'idPesquisaPerguntaResposta',
      ]);
    }
  });

  it('counts right and wrong answers and gives the right answer of each', async () => {
    const m = await quizzer();
    const first = QuizRespondidoSchema.parse((await m.answer(answerOf(quiz, 0, 'right'))).json());
    expect(first).toMatchObject({ perguntaAtual: 2, respostasCorretas: 1 });
    expect(first.respostaCorreta).toBe(at(quiz.questions, 0).right);
    expect(first.pergunta?.idPesquisaPergunta).toBe(at(quiz.questions, 1).id);
    const second = await m.answer(answerOf(quiz, 1, 'wrong'));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      perguntaAtual: 3,
      respostasCorretas: 1,
      respostaCorreta: at(quiz.questions, 1).right,
    });
    expect((await m.get()).json()).toMatchObject({ perguntaAtual: 3, respostasCorretas: 1 });
  });

  it('refuses skipping, answering twice, a foreign answer and another quiz', async () => {
    const m = await quizzer();
    await m.answer(answerOf(quiz, 0, 'right'));
    const twice = await m.answer(answerOf(quiz, 0, 'wrong'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(quizPtBr.perguntaFora);
    expect((await m.answer(answerOf(quiz, 2, 'right'))).statusCode).toBe(409);
    const foreign = await m.answer({
      ...answerOf(quiz, 1, 'right'),
      idRespostas: [at(quiz.questions, 2).right],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { path: 'body.idRespostas', message: quizPtBr.respostaInvalida },
    ]);
    const two = { ...answerOf(quiz, 1, 'right'), idRespostas: [1, 2] };
    expect((await m.answer(two)).statusCode).toBe(400);
    expect((await m.answer({ ...answerOf(quiz, 1, 'right'), idRespostas: [] })).statusCode).toBe(
      400,
    );
    const other = await m.answer({ ...answerOf(quiz, 1, 'right'), idPesquisa: quiz.id + 100 });
    expect(other.statusCode).toBe(404);
    expect((await m.get()).json()).toMatchObject({ perguntaAtual: 2, respostasCorretas: 1 });
  });

  it('takes one of two answers sent at once', async () => {
    const m = await quizzer();
    const results = await Promise.all([
      m.answer(answerOf(quiz, 0, 'right')),
      m.answer(answerOf(quiz, 0, 'wrong')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await m.get()).json()).toMatchObject({ perguntaAtual: 2 });
  });

  it('finishes after the last question and takes no more answers', async () => {
    const m = await quizzer();
    for (const [i, pick] of (['right', 'right', 'wrong', 'right'] as const).entries()) {
      expect((await m.answer(answerOf(quiz, i, pick))).statusCode).toBe(200);
    }
    const done = QuizSchema.parse((await m.get()).json());
    expect(done).toEqual({
      idPesquisa: quiz.id,
      perguntaAtual: 4,
      totalPerguntas: 4,
      respostasCorretas: 3,
      pergunta: null,
      faseEncerrada: quizPtBr.concluido,
    });
    const again = await m.answer(answerOf(quiz, 3, 'right'));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(quizPtBr.concluido);
  });
});
