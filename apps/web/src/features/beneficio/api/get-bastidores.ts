import { queryOptions, useQuery } from '@tanstack/react-query';
import { PilotoGaleriasSchema } from '@stockcar/shared/schemas/noticias';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export const bastidoresPath = (idPiloto: number) => `/Piloto/${idPiloto}/bastidores`;

/** `GET Piloto/{id}/bastidores`: a driver's behind-the-scenes galleries (fan-club.md §7). */
export const getBastidores = (idPiloto: number) =>
  apiGet(bastidoresPath(idPiloto), import.meta.env.DEV && PilotoGaleriasSchema);

export const getBastidoresQueryOptions = (idPiloto: number) =>
  queryOptions({
    queryKey: ['bastidores', idPiloto, getActiveLanguage()],
    queryFn: () => getBastidores(idPiloto),
  });

export const useBastidores = (idPiloto: number | undefined) =>
  useQuery({ ...getBastidoresQueryOptions(idPiloto ?? 0), enabled: idPiloto !== undefined });
