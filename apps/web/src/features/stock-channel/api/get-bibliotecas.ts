import { queryOptions, useQuery } from '@tanstack/react-query';
import { BibliotecasSchema, type Biblioteca } from '@stockcar/shared/schemas/clube-conteudo';
import { apiGet } from '../../../lib/api-client.ts';

export const BIBLIOTECAS_PATH = '/StockChannel/Biblioteca';

/** `GET /StockChannel/Biblioteca`: the video libraries (fan-club.md §7). */
export const getBibliotecas = (): Promise<Biblioteca[]> =>
  apiGet(BIBLIOTECAS_PATH, import.meta.env.DEV && BibliotecasSchema);

export const getBibliotecasQueryOptions = () =>
  queryOptions({ queryKey: ['stockchannel', 'bibliotecas'], queryFn: getBibliotecas });

export const useBibliotecas = () => useQuery(getBibliotecasQueryOptions());
