import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BibliotecaDetalheSchema,
  type BibliotecaDetalhe,
} from '@stockcar/shared/schemas/clube-conteudo';
import { apiGet } from '../../../lib/api-client.ts';

export const bibliotecaPath = (id: number) => `/StockChannel/Biblioteca/${id}`;

/** `GET /StockChannel/Biblioteca/{id}`: a library and its videos (fan-club.md §7). */
export const getBiblioteca = (id: number): Promise<BibliotecaDetalhe> =>
  apiGet(bibliotecaPath(id), import.meta.env.DEV && BibliotecaDetalheSchema);

export const getBibliotecaQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['stockchannel', 'biblioteca', id], queryFn: () => getBiblioteca(id) });

export const useBiblioteca = (id: number) => useQuery(getBibliotecaQueryOptions(id));
