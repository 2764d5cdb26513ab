import { queryOptions, useQuery } from '@tanstack/react-query';
import { FooterResponseSchema, type FooterResponse } from '@stockcar/shared/schemas/footer';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import { setStoredFooter } from '../../../lib/session.ts';

export const footerPath = (idCategoria: number) => `/Footer/categoria/${idCategoria}`;

export async function getFooter(idCategoria: number): Promise<FooterResponse> {
  const footer = await apiGet(footerPath(idCategoria), import.meta.env.DEV && FooterResponseSchema);
  setStoredFooter(footer.itemsRodape); // the store keeps itemsRodape (public-site.md §7)
  return footer;
}

export const footerQueryKey = ['footer'] as const;

export const getFooterQueryOptions = (idCategoria: number) =>
  queryOptions({
    queryKey: [...footerQueryKey, idCategoria, getActiveLanguage()],
    queryFn: () => getFooter(idCategoria),
  });

export function useFooter(idCategoria: number) {
  return useQuery(getFooterQueryOptions(idCategoria));
}
