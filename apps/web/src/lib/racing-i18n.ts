import { i18n } from './i18n.ts';
import { racingEn } from './locales/racing-en.ts';
import { racingPtBr } from './locales/racing-pt-br.ts';

/** The racing screens' i18next namespace. */
export const RACING_NS = 'racing';

/*
 * Registered when a racing screen's chunk loads (each component file using these texts imports
 * this module), not with the shell's texts: the home route's first download has a budget
 * (e2e/bundle-size.test.ts) and its racing blocks are lazy. Resources are bundled, so the texts
 * are there before the first render.
 */
if (!i18n.hasResourceBundle('pt-br', RACING_NS)) {
  i18n.addResourceBundle('pt-br', RACING_NS, racingPtBr);
  i18n.addResourceBundle('en', RACING_NS, racingEn);
}
