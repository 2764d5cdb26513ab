import { registerNamespace } from './i18n.ts';
import { editorialEn } from '@stockcar/shared/locales/editorial/en';
import { editorialPtBr } from '@stockcar/shared/locales/editorial/pt-br';

/** The editorial screens' translation namespace (news, galleries, the home's news blocks). */
export const EDITORIAL_NS = 'editorial';

/*
 * Registered when an editorial chunk loads (each component file using these texts imports this
 * module), like lib/racing-i18n.ts: the home's news blocks are lazy, so these texts stay out of
 * the home route's first download (e2e/bundle-size.test.ts).
 */
registerNamespace(EDITORIAL_NS, editorialPtBr, editorialEn);
