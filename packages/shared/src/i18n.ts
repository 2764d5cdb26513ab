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

/** The value of {@link LANGUAGE_PARAM} in a query, if any (read as text: this package has no DOM types). */
const languageParamOf = (search: string) => /(?:^|[?&])idioma=([^&#]*)/.exec(search)?.[1];

/** Whether a query names a language at all (`?idioma=...`). */
export function hasLanguageParam(search: string): boolean {
  return languageParamOf(search) !== undefined;
}

/** The language of a category's page whose query is `search` (decision 0030). */
export function categoryUrlLanguage(categoria: string | undefined, search: string): Language {
  return languageForCategory(categoria, languageParamOf(search) === 'en' ? 'en' : DEFAULT_LANGUAGE);
}

/** The language a page URL shows (decision 0030). */
export function pageLanguage(pathname: string, search: string): Language {
  return categoryUrlLanguage(categoryOfPath(pathname), search);
}

/** Whether a page exists in more than one language (formula-4's pages). */
export function hasLanguageVersions(pathname: string): boolean {
  return resolveCategory(categoryOfPath(pathname))?.hasEnglish ?? false;
}
