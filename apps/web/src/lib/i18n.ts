import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@stockcar/shared/i18n';
import { ptBr } from './locales/pt-br.ts';
import type { commercialPtBr } from './locales/commercial-pt-br.ts';
import type { editorialPtBr } from './locales/editorial-pt-br.ts';
import type { institutionalPtBr } from './locales/institutional-pt-br.ts';
import type { racingPtBr } from './locales/racing-pt-br.ts';
import type { signupPtBr } from './club/locales/signup-pt-br.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    // racing, editorial: registered lazily by their screens (racing-i18n.ts, editorial-i18n.ts).
    resources: {
      translation: typeof ptBr;
      racing: typeof racingPtBr;
      editorial: typeof editorialPtBr;
      commercial: typeof commercialPtBr;
      institutional: typeof institutionalPtBr;
      signup: typeof signupPtBr;
    };
  }
}

// Portuguese is bundled, so initialisation is synchronous and the first render already has its
// texts. English (formula-4 only) loads on demand: see loadLanguage. lowerCaseLng keeps the
// spec's 'pt-br' spelling.
void i18n.use(initReactI18next).init({
  resources: { 'pt-br': { translation: ptBr } },
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
  englishLoaded ??= import('./locales/en.ts').then(({ en }) => {
    i18n.addResourceBundle('en', 'translation', en);
  });
  return englishLoaded;
}

export { i18n };
