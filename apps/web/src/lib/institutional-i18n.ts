import { registerNamespace } from './i18n.ts';
import { institutionalEn } from '@stockcar/shared/locales/institutional/en';
import { institutionalPtBr } from '@stockcar/shared/locales/institutional/pt-br';

/** The institutional screens' translation namespace (legal pages, ESG, minors' terms, events). */
export const INSTITUTIONAL_NS = 'institutional';

/*
 * Registered when an institutional chunk loads (each component file using these texts imports
 * this module), like lib/racing-i18n.ts, so these texts stay out of the shell's first download.
 */
registerNamespace(INSTITUTIONAL_NS, institutionalPtBr, institutionalEn);
