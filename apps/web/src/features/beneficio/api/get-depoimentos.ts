import { queryOptions, useQuery } from '@tanstack/react-query';
import { DepoimentosSchema, type Depoimento } from '@stockcar/shared/schemas/clube-conteudo';
import { apiGet } from '../../../lib/api-client.ts';

export const DEPOIMENTOS_PATH = '/Depoimento';

/** `GET /Depoimento`: the club home's testimonials, in their order (fan-club.md §2). */
export const getDepoimentos = (): Promise<Depoimento[]> =>
  apiGet(DEPOIMENTOS_PATH, import.meta.env.DEV && DepoimentosSchema);

export const getDepoimentosQueryOptions = () =>
  queryOptions({ queryKey: ['depoimentos'], queryFn: getDepoimentos });

export const useDepoimentos = () => useQuery(getDepoimentosQueryOptions());
