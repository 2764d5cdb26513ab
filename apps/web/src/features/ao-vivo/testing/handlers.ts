import { LiveListSchema } from '@stockcar/shared/schemas/ao-vivo';
import { handlerFor } from '../../../testing/fake-api.ts';
import { LIVES_PATH } from '../api/get-lives.ts';

/** MSW handler factories of the ao-vivo endpoints, named after their api functions. */
export const aoVivoHandlers = {
  getLives: handlerFor('GET', LIVES_PATH, LiveListSchema),
};
