import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassificacaoPilotosSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import type { TurismoQuery } from '../utils/turismo-tabs.ts';
import type { ClassificacaoPiloto } from './get-classificacao-pilotos.ts';

export const TURISMO_PATH = '/Turismo';

/** Turismo-nacional's id (public-site.md §3); the call names it in the query. */
const TURISMO_ID = 6;

export function getTurismo(
  year: number,
  { subcategoria, tipo }: TurismoQuery,
  limit: number,
): Promise<ClassificacaoPiloto[]> {
  return apiGet(TURISMO_PATH, import.meta.env.DEV && ClassificacaoPilotosSchema, {
    query: { idCategoria: TURISMO_ID, year, subcategoria, tipo, limit },
  });
}

export const getTurismoQueryOptions = (year: number, query: TurismoQuery, limit: number) =>
  queryOptions({
    queryKey: ['turismo', year, query.subcategoria, query.tipo, limit, getActiveLanguage()],
    queryFn: () => getTurismo(year, query, limit),
  });

export function useTurismo(year: number, query: TurismoQuery, limit: number) {
  return useQuery(getTurismoQueryOptions(year, query, limit));
}
