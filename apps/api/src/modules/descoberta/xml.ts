import { create } from 'xmlbuilder2';

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
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function sitemapXml(root: 'urlset' | 'sitemapindex', entries: readonly SitemapEntry[]) {
  const doc = xmlRoot(root, { xmlns: SITEMAP_NS });
  for (const entry of entries) {
    const item = doc.ele(root === 'urlset' ? 'url' : 'sitemap');
    item.ele('loc').txt(entry.loc);
    if (entry.lastmod) item.ele('lastmod').txt(w3cDatetime(entry.lastmod));
  }
  return doc.end();
}

/** A sitemap (https://www.sitemaps.org/protocol.html): pages and when they last changed. */
export const urlSetXml = (entries: readonly SitemapEntry[]) => sitemapXml('urlset', entries);

/** A sitemap index: the sitemaps of the site. */
export const sitemapIndexXml = (entries: readonly SitemapEntry[]) =>
  sitemapXml('sitemapindex', entries);
