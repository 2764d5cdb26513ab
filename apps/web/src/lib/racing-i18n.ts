import { registerNamespace } from './i18n.ts';
import { racingEn } from '@stockcar/shared/locales/racing/en';
import { racingPtBr } from '@stockcar/shared/locales/racing/pt-br';

/** The racing screens' translation namespace. */
export const RACING_NS = 'racing';

/*
 * Registered when a racing screen's chunk loads (each component file using these texts imports
 * this module), not with the shell's texts: the home route's first download has a budget
 * (e2e/bundle-size.test.ts) and its racing blocks are lazy. Resources are bundled, so the texts
 * are there before the first render.
 */
registerNamespace(RACING_NS, racingPtBr, racingEn);
