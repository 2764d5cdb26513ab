import { queryOptions, useQuery } from '@tanstack/react-query';
import { BeneficiosSchema, type Beneficio } from '@stockcar/shared/schemas/clube-conteudo';
import { apiGet } from '../../../lib/api-client.ts';

export const BENEFICIOS_PATH = '/Beneficio';

/** `GET /Beneficio`: the gifts of the club home (fan-club.md §7). */
export const getBeneficios = (): Promise<Beneficio[]> =>
  apiGet(BENEFICIOS_PATH, import.meta.env.DEV && BeneficiosSchema);

export const getBeneficiosQueryOptions = () =>
  queryOptions({ queryKey: ['beneficios'], queryFn: getBeneficios });

export const useBeneficios = () => useQuery(getBeneficiosQueryOptions());
