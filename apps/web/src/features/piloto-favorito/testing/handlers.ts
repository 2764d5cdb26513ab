import { PerfilSalvoResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import { PilotosResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { PERFIL_PATH } from '../../../lib/club/perfil-query.ts';
import { PILOTOS_CLUBE_PATH } from '../api/get-pilotos-clube.ts';

/** MSW handlers of the piloto-favorito endpoints, for its tests (see testing/fake-api.ts). */

export const getPilotosClubeHandler = handlerFor('GET', PILOTOS_CLUBE_PATH, PilotosResponseSchema);
export const savePilotoFavoritoHandler = handlerFor('POST', PERFIL_PATH, PerfilSalvoResponseSchema);
