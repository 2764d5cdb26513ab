import { LiveListSchema } from '@stockcar/shared/schemas/ao-vivo';
import { handlerFor } from '../../../testing/fake-api.ts';
import { LIVES_PATH } from '../api/get-lives.ts';

/** MSW handlers of the ao-vivo endpoints, for its tests (see testing/fake-api.ts). */

export const getLivesHandler = handlerFor('GET', LIVES_PATH, LiveListSchema);
