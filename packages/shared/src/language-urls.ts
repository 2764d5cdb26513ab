import { LANGUAGE_PARAM, LANGUAGE_TAGS, hasLanguageVersions, type Language } from './i18n.ts';

/*
 * A page's addresses in each language (decision 0030), for the server's head, the sitemaps and
 * the language switch; kept apart from i18n.ts, which the first load of every page carries.
 * Queries are read as text (this package runs in browsers and Node, with neither's types), which
 * also keeps every other parameter byte for byte when a URL changes language.
 */
const queryPairs = (search: string) => search.replace(/^\?/, '').split('&').filter(Boolean);
const isLanguagePair = (pair: string) => pair.split('=', 1)[0] === LANGUAGE_PARAM;

/**
 * The URL (path, query and hash) of the same page in a language: `idioma=en` set for English,
 * removed for Portuguese, every other parameter kept.
 */
export function pageUrlIn(url: string, language: Language): string {
  const [beforeHash = '', hash] = url.split(/#(.*)/s, 2);
  const [pathname = '', search = ''] = beforeHash.split(/\?(.*)/s, 2);
  const pairs = queryPairs(search).filter((pair) => !isLanguagePair(pair));
  if (language === 'en') pairs.push(`${LANGUAGE_PARAM}=en`);
  return pathname + (pairs.length ? `?${pairs.join('&')}` : '') + (hash ? `#${hash}` : '');
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
