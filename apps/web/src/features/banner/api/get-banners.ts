import { queryOptions, useQuery } from '@tanstack/react-query';
import { BannerListSchema, type Banner } from '@stockcar/shared/schemas/banner';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export function getBanners(idCategoria: number): Promise<Banner[]> {
  return apiGet(`/Banner/categoria/${idCategoria}`, import.meta.env.DEV && BannerListSchema);
}

export const getBannersQueryOptions = (idCategoria: number) =>
  queryOptions({
    queryKey: ['banners', idCategoria, getActiveLanguage()],
    queryFn: () => getBanners(idCategoria),
  });

export function useBanners(idCategoria: number) {
  return useQuery(getBannersQueryOptions(idCategoria));
}
