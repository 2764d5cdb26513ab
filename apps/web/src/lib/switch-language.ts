import { LANGUAGE_RELOAD_DELAY_MS } from '@stockcar/shared/constants';
import type { Language } from '@stockcar/shared/i18n';
import { pageUrlIn } from '@stockcar/shared/language-urls';
import { applyLanguage } from './language.ts';
import { setStoredLanguage } from './session.ts';

/**
 * Language change (public-site.md §4, decision 0030): set, store, then load the page's URL in
 * that language (a full load, the spec's reload) so every text and query follows.
 */
export function switchLanguage(
  language: Language,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  applyLanguage(language);
  setStoredLanguage(language);
  const { pathname, search, hash } = window.location;
  const url = pageUrlIn(pathname + search + hash, language);
  window.setTimeout(() => go(url), LANGUAGE_RELOAD_DELAY_MS);
}
