import { MontadorasResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { montadorasPath } from '../api/get-montadoras.ts';

/** MSW handler factories of the montadora endpoints, named after their api functions. */
export const montadoraHandlers = {
  getMontadoras: handlerFor('GET', montadorasPath, MontadorasResponseSchema),
};
