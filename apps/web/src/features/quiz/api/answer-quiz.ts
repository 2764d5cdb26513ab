import {
  QuizRespondidoSchema,
  type QuizRespondido,
  type QuizRespostaBody,
} from '@stockcar/shared/schemas/quiz';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST Quiz`: answers the current question; the new state and the right answer's id. */
export function answerQuiz(body: QuizRespostaBody): Promise<QuizRespondido> {
  return apiSend('POST', '/Quiz', QuizRespondidoSchema, { body });
}
