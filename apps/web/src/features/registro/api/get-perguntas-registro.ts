import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegistroPerguntasResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { apiGet } from '../../../lib/api-client.ts';

export const REGISTRO_PATH = '/Registro';

/** The sign-up's profile questions (fan-club.md §7: GET /Registro). */
export async function getPerguntasRegistro() {
  const { perguntas } = await apiGet(
    REGISTRO_PATH,
    import.meta.env.DEV && RegistroPerguntasResponseSchema,
  );
  return perguntas;
}

export const getPerguntasRegistroQueryOptions = () =>
  queryOptions({ queryKey: ['registro', 'perguntas'], queryFn: getPerguntasRegistro });

export function usePerguntasRegistro() {
  return useQuery(getPerguntasRegistroQueryOptions());
}
