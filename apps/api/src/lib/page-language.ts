import { LANGUAGE_TAGS, pageLanguage } from '@stockcar/shared/i18n';
import { languageAlternates, type LanguageAlternate } from '@stockcar/shared/language-urls';
import { absoluteUrl } from './urls.ts';
import { escapeAttr } from './page-head.ts';

/** A page's language and its versions in other languages, from its URL (decision 0030). */
export interface PageLanguage {
  /** The `<html lang>` value. */
  lang: string;
  /** Absolute URLs of every language version; empty for a page in Portuguese only. */
  alternates: LanguageAlternate[];
}

export function pageLanguageOf(url: string, publicUrl: string): PageLanguage {
  const [pathname = '', search = ''] = url.split(/\?(.*)/s, 2);
  return {
    lang: LANGUAGE_TAGS[pageLanguage(pathname, search)],
    alternates: languageAlternates(url).map((alternate) => ({
      ...alternate,
      url: absoluteUrl(publicUrl, alternate.url),
    })),
  };
}

/**
 * A page's HTML in the language of its URL: `<html lang>` set, and on a page that has other
 * language versions (formula-4) the `hreflang` links search engines pair them by.
 */
export function injectLanguage(html: string, url: string, publicUrl: string): string {
  const { lang, alternates } = pageLanguageOf(url, publicUrl);
  const links = alternates
    .map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(a.url)}">`)
    .join('');
  // Replacer functions: a replacement string would read `$&` in a URL as a pattern.
  const page = html.replace(
    /<html\b([^>]*)>/i,
    (_tag, attributes: string) =>
      `<html${attributes.replace(/\s+lang="[^"]*"/i, '')} lang="${lang}">`,
  );
  return links ? page.replace('</head>', () => `${links}</head>`) : page;
}
