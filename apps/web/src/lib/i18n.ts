import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@stockcar/shared/i18n';
import { errorsPtBr } from '@stockcar/shared/locales/errors/pt-br';
import type { Resources, TranslationsOf } from '@stockcar/shared/locales/resources';
import { shellPtBr } from '@stockcar/shared/locales/shell/pt-br';

declare module 'i18next' {
  interface CustomTypeOptions {
    // Only the shell's texts and the error catalogue are there from the start; every other
    // namespace is registered by the chunk that uses it (registerNamespace).
    resources: Resources;
  }
}

// Portuguese is bundled, so initialisation is synchronous and the first render already has its
// texts. English (formula-4 only) loads on demand: see loadLanguage. lowerCaseLng keeps the
// spec's 'pt-br' spelling.
void i18n.use(initReactI18next).init({
  resources: { 'pt-br': { translation: shellPtBr, errors: errorsPtBr } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  lowerCaseLng: true,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already.
  react: { useSuspense: false },
});

let englishLoaded: Promise<void> | undefined;

/**
 * Makes the shell's texts of `language` available. English is a chunk of its own: only
 * formula-4 shows it, and the home route's first download has a budget (e2e/bundle-size.test.ts).
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language !== 'en') return Promise.resolve();
  englishLoaded ??= import('@stockcar/shared/locales/shell/en').then(({ shellEn }) => {
    i18n.addResourceBundle('en', 'translation', shellEn);
  });
  return englishLoaded;
}

/** The error catalogue (public-site.md §8, fan-club.md §8), in Portuguese only. */
export const errorsT = i18n.getFixedT(null, 'errors');

/**
 * The shell's texts in Portuguese whatever the page's language, for what shows Portuguese on
 * every category: the club's pages (fan-club.md §1) and the router's own fallbacks.
 */
export const portugueseT = i18n.getFixedT(DEFAULT_LANGUAGE);

/**
 * Registers a namespace's bundled resources once, when the chunk that uses them loads (not with
 * the shell's texts: the home route's first download has a budget, e2e/bundle-size.test.ts).
 * The texts are there before the first render. Returns a `t` of that namespace for code outside
 * components; components use `useTranslation(namespace)`.
 */
export function registerNamespace<N extends keyof Resources>(
  namespace: N,
  ptBr: Resources[N],
  en?: TranslationsOf<Resources[N]>,
) {
  if (!i18n.hasResourceBundle('pt-br', namespace)) {
    i18n.addResourceBundle('pt-br', namespace, ptBr);
    if (en) i18n.addResourceBundle('en', namespace, en);
  }
  return i18n.getFixedT(null, namespace);
}

export { i18n };
