import { EquipesResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { equipesPath } from '../api/get-equipes.ts';

/** MSW handlers of the equipe endpoints, for its tests (see testing/fake-api.ts). */

export const getEquipesHandler = handlerFor('GET', equipesPath, EquipesResponseSchema);
