import { resolveCategory } from './categories.ts';

export const LANGUAGES = ['pt-br', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-br';

/** A text kept in every language it exists in; Portuguese always does. */
export type LocalizedText = { 'pt-br': string; en?: string };

/** Only formula-4 may be shown in English (public-site.md §1 and §2.2). */
export function languageForCategory(slug: string | undefined, wanted: Language): Language {
  return resolveCategory(slug)?.hasEnglish ? wanted : DEFAULT_LANGUAGE;
}

export function pickText(text: LocalizedText, language: Language): string {
  return (language === 'en' ? text.en : undefined) ?? text['pt-br'];
}

/**
 * The query parameter that gives a page's URL its language, named like the API's (public-site.md
 * §3: every GET appends `idioma`). Decision 0030: a formula-4 page is English at `?idioma=en`,
 * Portuguese without it; every other page is Portuguese whatever it says.
 */
export const LANGUAGE_PARAM = 'idioma';

/** The `<html lang>` and `hreflang` value of each language (BCP 47). */
export const LANGUAGE_TAGS: Record<Language, string> = { 'pt-br': 'pt-BR', en: 'en' };

/** The category slug (or alias) of a page path `/stockcar/{categoria}/...`, as typed. */
export function categoryOfPath(pathname: string): string | undefined {
  return /^\/stockcar\/([^/?#]+)/i.exec(pathname)?.[1];
}

/** The language a page URL shows (decision 0030). */
export function pageLanguage(pathname: string, search: string): Language {
  const wanted = new URLSearchParams(search).get(LANGUAGE_PARAM) === 'en' ? 'en' : DEFAULT_LANGUAGE;
  return languageForCategory(categoryOfPath(pathname), wanted);
}

/** Whether a page exists in more than one language (formula-4's pages). */
export function hasLanguageVersions(pathname: string): boolean {
  return resolveCategory(categoryOfPath(pathname))?.hasEnglish ?? false;
}

/**
 * The URL (path, query and hash) of the same page in a language: `idioma=en` set for English,
 * removed for Portuguese, every other parameter kept.
 */
export function pageUrlIn(url: string, language: Language): string {
  const [beforeHash = '', hash] = url.split(/#(.*)/s, 2);
  const [pathname = '', search = ''] = beforeHash.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(search);
  if (language === 'en') params.set(LANGUAGE_PARAM, 'en');
  else params.delete(LANGUAGE_PARAM);
  const query = params.toString();
  return pathname + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
}

/** One language version of a page, as `<link rel="alternate" hreflang>` names it. */
export interface LanguageAlternate {
  /** `pt-BR`, `en`, or `x-default` (the Portuguese page, for every other language). */
  hreflang: string;
  url: string;
}

/** Every language version of a page (path and query), or none for a page in Portuguese only. */
export function languageAlternates(url: string): LanguageAlternate[] {
  if (!hasLanguageVersions(url.split(/[?#]/, 1)[0] ?? '')) return [];
  const portuguese = pageUrlIn(url, 'pt-br');
  return [
    { hreflang: LANGUAGE_TAGS['pt-br'], url: portuguese },
    { hreflang: LANGUAGE_TAGS.en, url: pageUrlIn(url, 'en') },
    { hreflang: 'x-default', url: portuguese },
  ];
}
