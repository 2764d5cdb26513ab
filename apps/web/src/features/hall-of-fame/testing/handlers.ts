import { HallOfFameResponseSchema } from '@stockcar/shared/schemas/hall-of-fame';
import { handlerFor } from '../../../testing/fake-api.ts';
import { HALL_OF_FAME_PATH } from '../api/get-hall-of-fame.ts';

/** MSW handlers of the hall-of-fame endpoints, for its tests (see testing/fake-api.ts). */

export const getHallOfFameHandler = handlerFor('GET', HALL_OF_FAME_PATH, HallOfFameResponseSchema);
