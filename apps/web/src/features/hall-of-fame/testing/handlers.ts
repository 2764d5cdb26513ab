import { HallOfFameResponseSchema } from '@stockcar/shared/schemas/hall-of-fame';
import { handlerFor } from '../../../testing/fake-api.ts';
import { HALL_OF_FAME_PATH } from '../api/get-hall-of-fame.ts';

/** MSW handler factories of the hall-of-fame endpoints, named after their api functions. */
export const hallOfFameHandlers = {
  getHallOfFame: handlerFor('GET', HALL_OF_FAME_PATH, HallOfFameResponseSchema),
};
