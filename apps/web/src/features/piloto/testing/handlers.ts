import { PilotosResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { pilotosPath } from '../api/get-pilotos.ts';

/** MSW handlers of the piloto endpoints, for its tests (see testing/fake-api.ts). */

export const getPilotosHandler = handlerFor('GET', pilotosPath, PilotosResponseSchema);
