import { CircuitosResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { circuitosPath } from '../api/get-circuitos.ts';

/** MSW handlers of the circuito endpoints, for its tests (see testing/fake-api.ts). */

export const getCircuitosHandler = handlerFor('GET', circuitosPath, CircuitosResponseSchema);
