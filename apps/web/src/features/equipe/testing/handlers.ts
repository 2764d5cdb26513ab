import { EquipesResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { equipesPath } from '../api/get-equipes.ts';

/** MSW handler factories of the equipe endpoints, named after their api functions. */
export const equipeHandlers = {
  getEquipes: handlerFor('GET', equipesPath, EquipesResponseSchema),
};
