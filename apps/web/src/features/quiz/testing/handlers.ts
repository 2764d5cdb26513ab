import { QuizFaixasSchema, QuizRespondidoSchema } from '@stockcar/shared/schemas/quiz';
import { handlerFor } from '../../../testing/fake-api.ts';
import { QUIZ_PATH } from '../api/get-quiz.ts';
import { QUIZ_TIERS_PATH } from '../api/get-quiz-tiers.ts';

/** MSW handler factories of the quiz endpoints, named after their api functions. */
export const quizHandlers = {
  answerQuiz: handlerFor('POST', QUIZ_PATH, QuizRespondidoSchema),
  getQuizTiers: handlerFor('GET', QUIZ_TIERS_PATH, QuizFaixasSchema),
};
