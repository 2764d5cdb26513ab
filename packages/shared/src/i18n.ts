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
