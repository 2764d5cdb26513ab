import { DEFAULT_LANGUAGE, languageForCategory, type Language } from '@stockcar/shared/i18n';
import { LANGUAGE_RELOAD_DELAY_MS } from '@stockcar/shared/constants';
import { i18n, loadLanguage } from './i18n.ts';
import { getStoredLanguage, setStoredLanguage } from './session.ts';

let active: Language = DEFAULT_LANGUAGE;

/** The language the page shows now; the API client sends it as `idioma`. */
export function getActiveLanguage(): Language {
  return active;
}

function apply(language: Language): void {
  active = language;
  document.documentElement.lang = language === 'en' ? 'en' : 'pt-BR';
  if (i18n.language === language) return;
  if (i18n.hasResourceBundle(language, 'translation')) {
    void i18n.changeLanguage(language);
    return;
  }
  // Switch once the texts are there, so a page never shows English keys falling back midway.
  void loadLanguage(language).then(() => {
    if (active === language) void i18n.changeLanguage(language);
  });
}

/**
 * Navigation guard rule (public-site.md §2.2): only formula-4 may show English. The stored
 * choice is left alone, so a visitor who picked English gets it back on formula-4.
 */
export function applyCategoryLanguage(categoria: string | undefined): Language {
  const language = languageForCategory(categoria, getStoredLanguage() ?? DEFAULT_LANGUAGE);
  apply(language);
  return language;
}

/** Language change (public-site.md §4): set, store, then reload so every text and query follows. */
export function switchLanguage(
  language: Language,
  reload: () => void = () => window.location.reload(),
): void {
  apply(language);
  setStoredLanguage(language);
  window.setTimeout(reload, LANGUAGE_RELOAD_DELAY_MS);
}
