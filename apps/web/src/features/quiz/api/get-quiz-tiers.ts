import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuizFaixasSchema, type QuizFaixas } from '@stockcar/shared/schemas/quiz';
import { apiGet } from '../../../lib/api-client.ts';

export const QUIZ_TIERS_PATH = '/Quiz/Faixas';

/** `GET /Quiz/Faixas`: the result tiers the club staff set in the console (empty: the site's own). */
export function getQuizTiers(): Promise<QuizFaixas> {
  return apiGet(QUIZ_TIERS_PATH, import.meta.env.DEV && QuizFaixasSchema);
}

export const getQuizTiersQueryOptions = () =>
  queryOptions({ queryKey: ['quiz', 'faixas'], queryFn: getQuizTiers, staleTime: 5 * 60_000 });

export const useQuizTiers = () => useQuery(getQuizTiersQueryOptions());
