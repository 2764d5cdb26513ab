import { create } from 'xmlbuilder2';
import type { LanguageAlternate } from '@stockcar/shared/language-urls';

/**
 * XML documents through xmlbuilder2 (https://oozcitak.github.io/xmlbuilder2/): text and
 * attributes escaped, and characters XML 1.0 cannot hold (a control character pasted into a
 * headline) dropped rather than breaking the document.
 */
export function xmlRoot(name: string, attributes: Record<string, string> = {}) {
  return create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele(
    name,
    attributes,
  );
}

/** A W3C datetime (the sitemap protocol's `lastmod`), to the second, in UTC. */
export const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface SitemapEntry {
  loc: string;
  lastmod?: Date | null | undefined;
  /** The page in every language it exists in (absolute URLs), this one included. */
  alternates?: readonly LanguageAlternate[];
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function sitemapXml(root: 'urlset' | 'sitemapindex', entries: readonly SitemapEntry[]) {
  const doc = xmlRoot(root, {
    xmlns: SITEMAP_NS,
    ...(root === 'urlset' && { 'xmlns:xhtml': XHTML_NS }),
  });
  for (const entry of entries) {
    const item = doc.ele(root === 'urlset' ? 'url' : 'sitemap');
    item.ele('loc').txt(entry.loc);
    if (entry.lastmod) item.ele('lastmod').txt(w3cDatetime(entry.lastmod));
    // Language versions as Google reads them in a sitemap (`xhtml:link`, decision 0030).
    for (const { hreflang, url } of entry.alternates ?? [])
      item.ele(XHTML_NS, 'xhtml:link', { rel: 'alternate', hreflang, href: url });
  }
  return doc.end();
}

/** A sitemap (https://www.sitemaps.org/protocol.html): pages and when they last changed. */
export const urlSetXml = (entries: readonly SitemapEntry[]) => sitemapXml('urlset', entries);

/** A sitemap index: the sitemaps of the site. */
export const sitemapIndexXml = (entries: readonly SitemapEntry[]) =>
  sitemapXml('sitemapindex', entries);
