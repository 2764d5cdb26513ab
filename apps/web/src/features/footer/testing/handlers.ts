import { FooterResponseSchema } from '@stockcar/shared/schemas/footer';
import { handlerFor } from '../../../testing/fake-api.ts';
import { footerPath } from '../api/get-footer.ts';

/** MSW handlers of the footer endpoints, for its tests (see testing/fake-api.ts). */

export const getFooterHandler = handlerFor('GET', footerPath, FooterResponseSchema);
