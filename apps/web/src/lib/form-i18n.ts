import { useMemo } from 'react';
import type { Language } from '@stockcar/shared/i18n';
import { formsEn } from '@stockcar/shared/locales/forms/en';
import { formsPtBr } from '@stockcar/shared/locales/forms/pt-br';
import { i18n, registerNamespace } from './i18n.ts';

/** The shared form controls' i18next namespace (components/form). */
export const FORMS_NS = 'forms';

/*
 * Registered when a chunk with one of these controls loads, like lib/racing-i18n.ts: these
 * texts stay out of the home route's first download (e2e/bundle-size.test.ts).
 */
registerNamespace(FORMS_NS, formsPtBr, formsEn);

/**
 * The controls' texts in `language`: the sign-up shows its controls in its own language
 * (its Português | English switch), whatever the site shows.
 */
export function useFormsT(language: Language) {
  return useMemo(() => i18n.getFixedT(language, FORMS_NS), [language]);
}
