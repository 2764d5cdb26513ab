import { i18n } from './i18n.ts';
import { commercialEn } from './locales/commercial-en.ts';
import { commercialPtBr } from './locales/commercial-pt-br.ts';

/** The commercial and careers screens' i18next namespace (B2B, sponsorship, talent bank). */
export const COMMERCIAL_NS = 'commercial';

/*
 * Registered when a commercial chunk loads (each component file using these texts imports this
 * module), like lib/racing-i18n.ts: these texts stay out of the home route's first download
 * (e2e/bundle-size.test.ts).
 */
if (!i18n.hasResourceBundle('pt-br', COMMERCIAL_NS)) {
  i18n.addResourceBundle('pt-br', COMMERCIAL_NS, commercialPtBr);
  i18n.addResourceBundle('en', COMMERCIAL_NS, commercialEn);
}
