import { PerfilSalvoResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import { PilotosResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PERFIL_PATH } from '../../../lib/load-profile.ts';
import { PILOTOS_CLUBE_PATH } from '../api/get-pilotos-clube.ts';

/** MSW handler factories of the piloto-favorito endpoints, named after their api functions. */
export const pilotoFavoritoHandlers = {
  getPilotosClube: handlerFor('GET', PILOTOS_CLUBE_PATH, PilotosResponseSchema),
  savePilotoFavorito: handlerFor('POST', PERFIL_PATH, PerfilSalvoResponseSchema),
};
