import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  QuizFaixasSchema,
  QuizRespondidoSchema,
  QuizRespostaBodySchema,
  QuizSchema,
} from '@stockcar/shared/schemas/quiz';
import { memberOf } from '../../plugins/auth/index.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { fieldProblem, HttpProblem } from '../../plugins/problem.ts';
import { advance, answersOf, progressOf, tiers } from './repository.ts';
import { currentQuestion, quizFor, stateOf } from './state.ts';
import { t } from '../../i18n.ts';

/** The Stock Quiz (fan-club.md §7): members with a cpf, one question at a time. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a call without a session is a 401 whatever its body.
  app.addHook('preValidation', app.authenticateMember);
  const security = [{ apiKey: [], bearer: [] }];

  app.get(
    '/Quiz',
    {
      schema: {
        tags: ['Quiz'],
        summary: "The member's quiz state: progress and the current question (no right answers)",
        security,
        querystring: IdiomaQuerySchema,
        response: { 200: QuizSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = memberOf(request);
      const quiz = await quizFor(app.db, member);
      return stateOf(app.db, quiz.questions, await progressOf(app.db, member.id, quiz.id));
    },
  );

  app.post(
    '/Quiz',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['Quiz'],
        summary: 'Answers the current question: the new state and the right answer’s id',
        security,
        body: QuizRespostaBodySchema,
        response: { 200: QuizRespondidoSchema, ...problemResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { idPesquisa, idPesquisaPergunta, idRespostas } = request.body;
      const quiz = await quizFor(app.db, member);
      if (idPesquisa !== quiz.id) throw new HttpProblem(404, t('quiz:outroQuiz'));
      const progress = await progressOf(app.db, member.id, quiz.id);
      const current = currentQuestion(quiz.questions, progress);
      if (!current) throw new HttpProblem(409, t('quiz:concluido'));
      // No skipping ahead, no second answer to a question already answered.
      if (idPesquisaPergunta !== current.id) throw new HttpProblem(409, t('quiz:perguntaFora'));
      const answers = await answersOf(app.db, current.id);
      const chosen = answers.find((a) => a.id === idRespostas[0]);
      if (!chosen) throw fieldProblem('idRespostas', t('quiz:respostaInvalida'));
      const right = answers.find((a) => a.correta);
      if (!right) throw new Error(`quiz question ${current.id} has no right answer`);
      const moved = await advance(app.db, progress, {
        correct: chosen.id === right.id,
        totalPerguntas: quiz.questions.length,
      });
      if (!moved) throw new HttpProblem(409, t('quiz:perguntaFora'));
      return { ...(await stateOf(app.db, quiz.questions, moved)), respostaCorreta: right.id };
    },
  );

  app.get(
    '/Quiz/Faixas',
    {
      schema: {
        tags: ['Quiz'],
        summary: "The result tiers set in the console (empty: the site's own tiers)",
        security,
        querystring: IdiomaQuerySchema,
        response: { 200: QuizFaixasSchema, ...problemResponses(400, 401) },
      },
    },
    () => tiers(app.db),
  );
};

export default routes;
