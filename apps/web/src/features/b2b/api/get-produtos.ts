import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { B2BProdutosSchema, type B2BProdutoSchema } from '@stockcar/shared/schemas/comercial';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const PRODUTOS_PATH = '/B2B/Produto';

export type B2BProduto = z.infer<typeof B2BProdutoSchema>;

/** The corporate hospitality products on offer (public-site.md §7: GET /B2B/Produto). */
export function getProdutos(): Promise<B2BProduto[]> {
  return apiGet(PRODUTOS_PATH, import.meta.env.DEV && B2BProdutosSchema);
}

export const getProdutosQueryOptions = () =>
  queryOptions({
    queryKey: ['b2b-produtos', getActiveLanguage()],
    queryFn: getProdutos,
  });

export function useProdutos() {
  return useQuery(getProdutosQueryOptions());
}
