import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuizSchema, type Quiz } from '@stockcar/shared/schemas/quiz';
import { apiGet } from '../../../lib/api-client.ts';
import { getUser } from '../../../lib/session.ts';

export const QUIZ_PATH = '/Quiz';

/** `GET Quiz` (member with cpf): progress and the current question. */
export function getQuiz(): Promise<Quiz> {
  return apiGet(QUIZ_PATH, import.meta.env.DEV && QuizSchema);
}

/** Keyed by member: another member on this tab never sees this one's progress. */
export const quizQueryKey = (idUsuario = getUser().idUsuario) => ['quiz', idUsuario] as const;

export const getQuizQueryOptions = () =>
  queryOptions({ queryKey: quizQueryKey(), queryFn: getQuiz, staleTime: 0 });

export const useQuiz = () => useQuery(getQuizQueryOptions());
