import { registerNamespace } from './i18n.ts';
import { commercialEn } from '@stockcar/shared/locales/commercial/en';
import { commercialPtBr } from '@stockcar/shared/locales/commercial/pt-br';
import { cvPtBr } from '@stockcar/shared/locales/cv/pt-br';

/** The commercial and careers screens' translation namespace (B2B, sponsorship, talent bank). */
export const COMMERCIAL_NS = 'commercial';

/*
 * Registered when a commercial chunk loads (each component file using these texts imports this
 * module), like lib/racing-i18n.ts: these texts stay out of the home route's first download
 * (e2e/bundle-size.test.ts).
 */
registerNamespace(COMMERCIAL_NS, commercialPtBr, commercialEn);

/** The CV upload's messages (issue 4), for code outside components. */
export const cvT = registerNamespace('cv', cvPtBr);
