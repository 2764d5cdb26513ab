import { queryOptions, useQuery } from '@tanstack/react-query';
import { BibliotecasSchema, type Biblioteca } from '@stockcar/shared/schemas/clube-conteudo';
import { apiGet } from '../../../lib/api-client.ts';

/** `GET /StockChannel/Biblioteca`: the video libraries (fan-club.md §7). */
export const getBibliotecas = (): Promise<Biblioteca[]> =>
  apiGet('/StockChannel/Biblioteca', BibliotecasSchema);

export const getBibliotecasQueryOptions = () =>
  queryOptions({ queryKey: ['stockchannel', 'bibliotecas'], queryFn: getBibliotecas });

export const useBibliotecas = () => useQuery(getBibliotecasQueryOptions());
