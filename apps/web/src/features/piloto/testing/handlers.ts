import { PilotosResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { pilotosPath } from '../api/get-pilotos.ts';

/** MSW handler factories of the piloto endpoints, named after their api functions. */
export const pilotoHandlers = {
  getPilotos: handlerFor('GET', pilotosPath, PilotosResponseSchema),
};
