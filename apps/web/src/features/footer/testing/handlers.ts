import { FooterResponseSchema } from '@stockcar/shared/schemas/footer';
import { handlerFor } from '../../../testing/fake-api.ts';
import { footerPath } from '../api/get-footer.ts';

/** MSW handler factories of the footer endpoints, named after their api functions. */
export const footerHandlers = {
  getFooter: handlerFor('GET', footerPath, FooterResponseSchema),
};
