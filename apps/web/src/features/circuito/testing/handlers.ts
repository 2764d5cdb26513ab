import { CircuitosResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { circuitosPath } from '../api/get-circuitos.ts';

/** MSW handler factories of the circuito endpoints, named after their api functions. */
export const circuitoHandlers = {
  getCircuitos: handlerFor('GET', circuitosPath, CircuitosResponseSchema),
};
