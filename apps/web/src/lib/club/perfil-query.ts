import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { PerfilResponseSchema, type Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { apiGet } from '../api-client.ts';
import { PERFIL_PATH } from '../load-profile.ts';
import { getUser, signIn } from '../session.ts';

/*
 * `GET /Perfil`, shared by every club screen (profile, completion modal, favourite driver):
 * a save anywhere refreshes the profile everywhere. The member's id is part of the key, so a
 * different member signing in on the same tab never sees the previous one's cached profile.
 */

export const perfilQueryKey = (idUsuario = getUser().idUsuario) => ['perfil', idUsuario] as const;

export async function getPerfil(): Promise<Perfil> {
  return (await apiGet(PERFIL_PATH, import.meta.env.DEV && PerfilResponseSchema)).perfil;
}

export const getPerfilQueryOptions = () =>
  queryOptions({ queryKey: perfilQueryKey(), queryFn: getPerfil, staleTime: 0 });

export const usePerfil = () => useQuery(getPerfilQueryOptions());

/** After a save: the cache and the stored member record (menu photo, name) follow the answer. */
export function useRememberPerfil(): (perfil: Perfil) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (perfil: Perfil) => {
      queryClient.setQueryData(perfilQueryKey(perfil.idUsuario), perfil);
      signIn(perfil);
    },
    [queryClient],
  );
}
