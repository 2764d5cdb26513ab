import { i18n } from './i18n.ts';
import { editorialEn } from './locales/editorial-en.ts';
import { editorialPtBr } from './locales/editorial-pt-br.ts';

/** The editorial screens' i18next namespace (news, galleries, the home's news blocks). */
export const EDITORIAL_NS = 'editorial';

/*
 * Registered when an editorial chunk loads (each component file using these texts imports this
 * module), like lib/racing-i18n.ts: the home's news blocks are lazy, so these texts stay out of
 * the home route's first download (e2e/bundle-size.test.ts).
 */
if (!i18n.hasResourceBundle('pt-br', EDITORIAL_NS)) {
  i18n.addResourceBundle('pt-br', EDITORIAL_NS, editorialPtBr);
  i18n.addResourceBundle('en', EDITORIAL_NS, editorialEn);
}
