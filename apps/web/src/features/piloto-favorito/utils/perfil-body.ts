import type { z } from 'zod';
import type { Perfil, PerfilComFotoSchema } from '@stockcar/shared/schemas/clube-perfil';
import { memberFieldsOf } from '../../../lib/club/perfil-fields.ts';

/**
 * The stored gender is echoed as it is (a plain string in the profile): a legacy value outside
 * the options comes back as the server's 400 detail, which the page shows with a profile link.
 */
export type PerfilComFotoBody = Omit<z.input<typeof PerfilComFotoSchema>, 'genero'> & {
  genero: string;
};

/**
 * `POST /Perfil` saves the whole member record, so the body echoes the profile as `GET /Perfil`
 * returned it and changes only the favourite. `foto` is left out on purpose: absent keeps the
 * stored photo, while '' would remove it. The opt-ins are optional and absent keeps them too.
 */
export function favouriteDriverBody(perfil: Perfil, idPiloto: number): PerfilComFotoBody {
  return {
    ...memberFieldsOf(perfil),
    pilotoFavorito: { id: idPiloto },
  };
}
