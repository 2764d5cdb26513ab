import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  QuizRespondidoSchema,
  type QuizRespondido,
  type QuizRespostaBody,
} from '@stockcar/shared/schemas/quiz';
import { ApiError } from '../../../lib/api-error.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { QUIZ_PATH, quizQueryKey } from './get-quiz.ts';

/** `POST Quiz`: answers the current question; the new state and the right answer's id. */
export function answerQuiz(body: QuizRespostaBody): Promise<QuizRespondido> {
  return apiSend('POST', QUIZ_PATH, import.meta.env.DEV && QuizRespondidoSchema, { body });
}

/**
 * The answer is the member's new quiz state (kept without the right answer's id, which belongs
 * to the question just answered). A 409 means the question was answered elsewhere (another
 * tab): the cached state is stale and reloads.
 */
export function useAnswerQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuiz,
    onSuccess: ({ respostaCorreta: _respostaCorreta, ...next }) =>
      queryClient.setQueryData(quizQueryKey(), next),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: quizQueryKey() });
      }
      return undefined;
    },
  });
}
