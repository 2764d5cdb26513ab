import { MontadorasResponseSchema } from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { montadorasPath } from '../api/get-montadoras.ts';

/** MSW handlers of the montadora endpoints, for its tests (see testing/fake-api.ts). */

export const getMontadorasHandler = handlerFor('GET', montadorasPath, MontadorasResponseSchema);
