import { i18n } from './i18n.ts';
import { institutionalEn } from './locales/institutional-en.ts';
import { institutionalPtBr } from './locales/institutional-pt-br.ts';

/** The institutional screens' i18next namespace (legal pages, ESG, minors' terms, events). */
export const INSTITUTIONAL_NS = 'institutional';

/*
 * Registered when an institutional chunk loads (each component file using these texts imports
 * this module), like lib/racing-i18n.ts, so these texts stay out of the shell's first download.
 */
if (!i18n.hasResourceBundle('pt-br', INSTITUTIONAL_NS)) {
  i18n.addResourceBundle('pt-br', INSTITUTIONAL_NS, institutionalPtBr);
  i18n.addResourceBundle('en', INSTITUTIONAL_NS, institutionalEn);
}
