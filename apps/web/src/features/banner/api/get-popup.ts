import { queryOptions, useQuery } from '@tanstack/react-query';
import { PopupResponseSchema, type Popup } from '@stockcar/shared/schemas/banner';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export function getPopup(idCategoria: number): Promise<Popup | null> {
  return apiGet(`/Banner/Popup/${idCategoria}`, import.meta.env.DEV && PopupResponseSchema);
}

export const getPopupQueryOptions = (idCategoria: number) =>
  queryOptions({
    queryKey: ['popup', idCategoria, getActiveLanguage()],
    queryFn: () => getPopup(idCategoria),
  });

export function usePopup(idCategoria: number) {
  return useQuery(getPopupQueryOptions(idCategoria));
}
