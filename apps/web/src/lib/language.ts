import { resolveCategory } from '@stockcar/shared/categories';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  categoryOfPath,
  categoryUrlLanguage,
  hasLanguageParam,
  type Language,
} from '@stockcar/shared/i18n';
import { i18n, loadLanguage } from './i18n.ts';
import { getStoredLanguage } from './session.ts';

let active: Language = DEFAULT_LANGUAGE;

/** The language the page shows now; the API client sends it as `idioma`. */
export function getActiveLanguage(): Language {
  return active;
}

/** Shows a language now: texts, `<html lang>` and the `idioma` of the next API calls. */
export function applyLanguage(language: Language): void {
  active = language;
  // A page rendered on the server has its lang written by the server (page-language.ts).
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[language];
  if (i18n.language === language) return;
  if (i18n.hasResourceBundle(language, 'translation')) {
    i18n.changeLanguage(language);
    return;
  }
  // Switch once the texts are there, so a page never shows English keys falling back midway.
  void loadLanguage(language).then(() => {
    if (active === language) i18n.changeLanguage(language);
  });
}

/**
 * A formula-4 URL without `idioma` that this visitor reads in English: the stored choice is
 * English, or the page being left was English (a link inside the site drops no language).
 */
function keepsEnglish(categoria: string | undefined, search: string): boolean {
  return (
    !!resolveCategory(categoria)?.hasEnglish &&
    !hasLanguageParam(search) &&
    (getStoredLanguage() === 'en' || active === 'en')
  );
}

/** The language of a page (decision 0030): its URL's, English kept where {@link keepsEnglish}. */
function pageLanguageFor(categoria: string | undefined, search: string): Language {
  return keepsEnglish(categoria, search) ? 'en' : categoryUrlLanguage(categoria, search);
}

/**
 * Navigation guard rule (public-site.md §2.2, decision 0030): only formula-4 may show English,
 * and it does at `?idioma=en`. The stored choice is left alone.
 */
export function applyCategoryLanguage(categoria: string | undefined, search = ''): Language {
  const language = pageLanguageFor(categoria, search);
  applyLanguage(language);
  return language;
}

/** `address` (path, query, hash) with `idioma=en` at the end of its query; every other byte stays. */
function withEnglish(address: string): string {
  const hashAt = address.includes('#') ? address.indexOf('#') : address.length;
  const base = address.slice(0, hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=en${address.slice(hashAt)}`;
}

/**
 * Where a formula-4 page without `idioma` goes when it is read in English: its `?idioma=en`
 * address, so the URL always says the language shown. Undefined when it stays.
 */
export function englishUrlFor(categoria: string | undefined, url: URL): string | undefined {
  if (!keepsEnglish(categoria, url.search)) return undefined;
  return withEnglish(url.pathname + url.search + url.hash);
}

/**
 * A site link as the page shows it: on an English page, a formula-4 address carries
 * `?idioma=en`, so the server's HTML, a click before hydration and a crawler stay in English.
 * Only the page's language counts, not the stored choice: the server and the browser must write
 * the same link (the navigation guard still applies the stored choice, decision 0030).
 */
export function linkInPageLanguage(to: string): string {
  // Only what comes before the hash names the language: a hash is the page's own business.
  return active === 'en' &&
    resolveCategory(categoryOfPath(to))?.hasEnglish &&
    !hasLanguageParam(to.split('#')[0] ?? '')
    ? withEnglish(to)
    : to;
}
