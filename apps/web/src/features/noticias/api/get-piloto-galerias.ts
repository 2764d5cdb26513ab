import { queryOptions, useQuery } from '@tanstack/react-query';
import { PilotoGaleriasSchema, type Galeria } from '@stockcar/shared/schemas/noticias';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const pilotoGaleriasPath = (idPiloto: number) => `/Piloto/${idPiloto}/galerias`;

/** The galleries a driver appears in (the driver page's `?piloto=`, public-site.md §2.3). */
export async function getPilotoGalerias(idPiloto: number): Promise<Galeria[]> {
  const { galerias } = await apiGet(
    pilotoGaleriasPath(idPiloto),
    import.meta.env.DEV && PilotoGaleriasSchema,
  );
  return galerias;
}

export const getPilotoGaleriasQueryOptions = (idPiloto: number) =>
  queryOptions({
    queryKey: ['piloto-galerias', idPiloto, getActiveLanguage()],
    queryFn: () => getPilotoGalerias(idPiloto),
  });

export function usePilotoGalerias(idPiloto: number) {
  return useQuery(getPilotoGaleriasQueryOptions(idPiloto));
}
