import { queryOptions, useQuery } from '@tanstack/react-query';
import { GaleriaSchema, type Galeria } from '@stockcar/shared/schemas/noticias';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export type { Galeria };

/** One gallery with its images; 404 when unknown or of another category. */
export function getGaleria(idCategoria: number, galeriaId: number): Promise<Galeria> {
  return apiGet(
    `/Noticias/categoria/${idCategoria}/galeria/${galeriaId}`,
    import.meta.env.DEV && GaleriaSchema,
  );
}

export const getGaleriaQueryOptions = (idCategoria: number, galeriaId: number) =>
  queryOptions({
    queryKey: ['galeria', idCategoria, galeriaId, getActiveLanguage()],
    queryFn: () => getGaleria(idCategoria, galeriaId),
  });

export function useGaleria(idCategoria: number, galeriaId: number) {
  return useQuery(getGaleriaQueryOptions(idCategoria, galeriaId));
}
