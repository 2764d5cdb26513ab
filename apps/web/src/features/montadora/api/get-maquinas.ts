import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { MaquinasResponseSchema } from '@stockcar/shared/schemas/racing';
import { apiGet } from '../../../lib/api-client.ts';
import { getActiveLanguage } from '../../../lib/language.ts';

export type Maquina = z.infer<typeof MaquinasResponseSchema>['maquinas'][number];

export async function getMaquinas(): Promise<Maquina[]> {
  const { maquinas } = await apiGet('/Maquina', import.meta.env.DEV && MaquinasResponseSchema);
  return maquinas;
}

export const getMaquinasQueryOptions = () =>
  queryOptions({
    queryKey: ['maquinas', getActiveLanguage()],
    queryFn: getMaquinas,
  });

export function useMaquinas() {
  return useQuery(getMaquinasQueryOptions());
}
