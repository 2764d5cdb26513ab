import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUIZ_NEXT_QUESTION_MS, type Quiz } from '@stockcar/shared/schemas/quiz';
import { ApiError } from '../../../lib/api-client.ts';
import { failureText } from '../../../lib/api-error.ts';
import { answerQuiz } from '../api/answer-quiz.ts';
import { getQuizQueryOptions, quizQueryKey } from '../api/get-quiz.ts';
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
  const [quiz, setQuiz] = useState(initial);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [error, setError] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function choose(idResposta: number) {
    const pergunta = quiz.pergunta;
    if (answered || !pergunta) return;
    setAnswered({ chosen: idResposta });
    setError(undefined);
    try {
      const { respostaCorreta, ...next } = await answerQuiz({
        idPesquisa: quiz.idPesquisa,
        idPesquisaPergunta: pergunta.idPesquisaPergunta,
        idRespostas: [idResposta],
      });
      setAnswered({ chosen: idResposta, correta: respostaCorreta });
      queryClient.setQueryData(quizQueryKey(), next);
      timer.current = setTimeout(() => {
        setQuiz(next);
        setAnswered(null);
      }, QUIZ_NEXT_QUESTION_MS);
    } catch (failure) {
      setAnswered(null);
      // Answered elsewhere (another tab): carry on from the server's state.
      if (failure instanceof ApiError && failure.status === 409) {
        setQuiz(await queryClient.fetchQuery({ ...getQuizQueryOptions(), staleTime: 0 }));
      }
      setError(failureText(failure, clubeT('erroGenerico')));
    }
  }

  return { quiz, answered, error, choose };
}
