import { INTERESSES } from '@stockcar/shared/schemas/comercial';
import { commercialPtBr } from '@stockcar/shared/locales/commercial/pt-br';

/** The proposal form's interests, named as the public form shows them. */
export const INTERESSE_CHOICES = INTERESSES.map((id) => ({
  id,
  name: commercialPtBr.proposal.interests[id],
}));
