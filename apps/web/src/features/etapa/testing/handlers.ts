import { EtapasResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { etapasPath } from '../api/get-etapas.ts';

/** MSW handler factories of the etapa endpoints, named after their api functions. */
export const etapaHandlers = {
  getEtapas: handlerFor('GET', etapasPath, EtapasResponseSchema),
};
