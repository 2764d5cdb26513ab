import type { CategorySlug } from '@stockcar/shared/categories';
import { currentYear, ESTOCK_SEASON } from '../../../config/seasons.ts';
import { searchTerm } from './paging.ts';

export type NewsTabId = 'noticias' | 'galerias';

export interface NewsListParams {
  aba: NewsTabId;
  busca: string | undefined;
  ano: number;
}

/**
 * The news list's state, kept in its URL so a shared link or the back button returns to the same
 * tab, search and season: `?aba=galerias&busca=...&ano=2025`. The season defaults to the current
 * year; e-stock's is fixed at 2024 (public-site.md §9).
 */
export function newsListParams(
  params: URLSearchParams,
  slug: CategorySlug,
  now: Date = new Date(),
): NewsListParams {
  const ano = params.get('ano') ?? '';
  return {
    aba: params.get('aba') === 'galerias' ? 'galerias' : 'noticias',
    busca: searchTerm(params.get('busca') ?? ''),
    ano: slug === 'e-stock' ? ESTOCK_SEASON : /^\d{4}$/.test(ano) ? Number(ano) : currentYear(now),
  };
}

/** The URL of a list state; defaults are left out, so the plain page keeps its plain URL. */
export function newsListSearch(state: NewsListParams, now: Date = new Date()): URLSearchParams {
  const params = new URLSearchParams();
  if (state.aba === 'galerias') params.set('aba', state.aba);
  if (state.busca) params.set('busca', state.busca);
  if (state.ano !== currentYear(now)) params.set('ano', String(state.ano));
  return params;
}
