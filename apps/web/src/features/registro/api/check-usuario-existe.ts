import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  UsuarioExisteResponseSchema,
  type UsuarioExisteSchema,
} from '@stockcar/shared/schemas/clube/registro';
import { apiSend } from '../../../lib/api-client.ts';

export const USUARIO_EXISTE_PATH = '/Registro/usuario-existe';

export type UsuarioExiste = z.input<typeof UsuarioExisteSchema>;

/** The identity pre-check before step 1 (fan-club.md §4: POST /Registro/usuario-existe). */
export async function checkUsuarioExiste(body: UsuarioExiste): Promise<boolean> {
  const { existe } = await apiSend(
    'POST',
    USUARIO_EXISTE_PATH,
    import.meta.env.DEV && UsuarioExisteResponseSchema,
    { body },
  );
  return existe;
}

/** A check, not a change: nothing to invalidate. */
export function useCheckUsuarioExiste() {
  return useMutation({ mutationFn: checkUsuarioExiste });
}
