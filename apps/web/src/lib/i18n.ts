import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@stockcar/shared/i18n';
import { browserErrorsPtBr } from '@stockcar/shared/locales/errors/browser-pt-br';
import type { Resources, TranslationsOf } from '@stockcar/shared/locales/resources';
import { shellPtBr } from '@stockcar/shared/locales/shell/pt-br';
import { createTranslations, type Translate } from '@stockcar/shared/translate';

type Namespace = keyof Resources;

/** The texts of a namespace (`translation`: the shell's), typed by its Portuguese resource. */
export type TFunction<N extends Namespace = 'translation'> = Translate<Resources[N]>;

/*
 * Only the shell's texts and the error texts the browser shows by itself are there from the
 * start; every other namespace is registered by the chunk that uses it (registerNamespace).
 * Portuguese is bundled, so the first render already has its texts; English (formula-4 only)
 * loads on demand: see loadLanguage.
 */
const translations = createTranslations(DEFAULT_LANGUAGE);
translations.add(DEFAULT_LANGUAGE, 'translation', shellPtBr);
translations.add(DEFAULT_LANGUAGE, 'errors', browserErrorsPtBr);

// The page's language: module state, as the API client's `idioma` (lib/language.ts). The server
// renders one page at a time (entry-server.tsx), so it holds the language of the page rendered.
let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const currentLanguage = () => language;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function getFixedT<N extends Namespace = 'translation'>(
  fixedLanguage: Language | null,
  namespace?: N,
): TFunction<N> {
  return translations.fixed(fixedLanguage ?? currentLanguage, namespace ?? 'translation');
}

export const i18n = {
  get language(): Language {
    return language;
  },
  /** Shows `next` on every mounted component that reads texts. */
  changeLanguage(next: Language): void {
    if (next === language) return;
    language = next;
    for (const listener of listeners) listener();
  },
  hasResourceBundle: (of: Language, namespace: Namespace) => translations.has(of, namespace),
  /** The texts of a namespace in `fixedLanguage`, or in the page's language at each call (null). */
  getFixedT,
  /** The shell's texts in the page's language, for code outside components. */
  t: getFixedT(null),
};

/** The texts of `namespace` (the shell's by default) in the page's language, kept current. */
export function useTranslation<N extends Namespace = 'translation'>(namespace?: N) {
  const shown = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const t = useMemo(() => getFixedT(shown, namespace), [shown, namespace]);
  return { t, i18n };
}

let englishLoaded: Promise<void> | undefined;

/**
 * Makes the shell's texts of `language` available. English is a chunk of its own: only
 * formula-4 shows it, and the home route's first download has a budget (e2e/bundle-size.test.ts).
 */
export function loadLanguage(of: Language): Promise<void> {
  if (of !== 'en') return Promise.resolve();
  englishLoaded ??= import('@stockcar/shared/locales/shell/en').then(({ shellEn }) => {
    translations.add('en', 'translation', shellEn);
  });
  return englishLoaded;
}

/**
 * The error texts the browser shows by itself (public-site.md §8, fan-club.md §8), in Portuguese
 * only; the API's answers carry their own.
 */
export const errorsT = translations.fixed<typeof browserErrorsPtBr>(DEFAULT_LANGUAGE, 'errors');

/**
 * The shell's texts in Portuguese whatever the page's language, for what shows Portuguese on
 * every category: the club's pages (fan-club.md §1) and the router's own fallbacks.
 */
export const portugueseT = getFixedT(DEFAULT_LANGUAGE);

/**
 * Registers a namespace's bundled resources once, when the chunk that uses them loads (not with
 * the shell's texts: the home route's first download has a budget, e2e/bundle-size.test.ts).
 * The texts are there before the first render. Returns a `t` of that namespace for code outside
 * components; components use `useTranslation(namespace)`.
 */
export function registerNamespace<N extends Namespace>(
  namespace: N,
  ptBr: Resources[N],
  en?: TranslationsOf<Resources[N]>,
): TFunction<N> {
  if (!translations.has(DEFAULT_LANGUAGE, namespace)) {
    translations.add(DEFAULT_LANGUAGE, namespace, ptBr);
    if (en) translations.add('en', namespace, en);
  }
  return getFixedT(null, namespace);
}
