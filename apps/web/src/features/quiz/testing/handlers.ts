import { QuizRespondidoSchema } from '@stockcar/shared/schemas/quiz';
import { handlerFor } from '../../../testing/fake-api.ts';
import { QUIZ_PATH } from '../api/get-quiz.ts';

/** MSW handlers of the quiz endpoints, for its tests (see testing/fake-api.ts). */

export const answerQuizHandler = handlerFor('POST', QUIZ_PATH, QuizRespondidoSchema);
