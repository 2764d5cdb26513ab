import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUIZ_NEXT_QUESTION_MS, type Quiz } from '@stockcar/shared/schemas/quiz';
import { ApiError, failureText } from '../../../lib/api-error.ts';
import { useAnswerQuiz } from '../api/answer-quiz.ts';
import { quizQueryKey } from '../api/get-quiz.ts';
import { clubeT } from '../../../lib/club-i18n.ts';

export interface Answered {
  chosen: number;
  /** The right answer's id, once the server has said it. */
  correta?: number;
}

/**
 * One question at a time (fan-club.md §4): a click locks the answers, the server's reply marks
 * the chosen one right or wrong and shows the right one, and 1 s later the next state shows.
 */
export function useQuizFlow(initial: Quiz) {
  const queryClient = useQueryClient();
  const answer = useAnswerQuiz();
  // The state on screen: the next one shows 1 s after the answer, not when the cache has it.
  const [quiz, setQuiz] = useState(initial);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function choose(idResposta: number) {
    const pergunta = quiz.pergunta;
    if (answered || !pergunta) return;
    setAnswered({ chosen: idResposta });
    answer.mutate(
      {
        idPesquisa: quiz.idPesquisa,
        idPesquisaPergunta: pergunta.idPesquisaPergunta,
        idRespostas: [idResposta],
      },
      {
        onSuccess: ({ respostaCorreta, ...next }) => {
          setAnswered({ chosen: idResposta, correta: respostaCorreta });
          timer.current = setTimeout(() => {
            setQuiz(next);
            setAnswered(null);
          }, QUIZ_NEXT_QUESTION_MS);
        },
        onError: (failure) => {
          setAnswered(null);
          // Answered elsewhere (another tab): carry on from the server's state, reloaded by
          // the hook.
          const reloaded = queryClient.getQueryData<Quiz>(quizQueryKey());
          if (failure instanceof ApiError && failure.status === 409 && reloaded) setQuiz(reloaded);
        },
      },
    );
  }

  const error = answer.isError ? failureText(answer.error, clubeT('erroGenerico')) : undefined;
  return { quiz, answered, error, choose };
}
