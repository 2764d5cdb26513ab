import type { Category } from '@stockcar/shared/categories';
import { categoryPagePath, detailPage } from '@stockcar/shared/site-pages';
import type { Db } from '../../db/client.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import {
  DATED_KINDS,
  datedPage,
  datedPages,
  latestResults,
  siteCategories,
  type DatedKind,
} from './repository.ts';
import { newest, pageEntries } from './sitemap.ts';
import type { SitemapEntry } from './xml.ts';

/**
 * News and galleries grow without end: each category's are listed in sitemaps of
 * {@link SITEMAP_PAGE_SIZE}, oldest first, well under the protocol's 50,000 URLs per file (twice
 * as many URLs for formula-4, listed in both languages).
 */
export const SITEMAP_PAGE_SIZE = 10_000;

/** The sitemap index, the address robots.txt names. */
export const SITEMAP_INDEX = '/sitemap.xml';
/** The sitemap of the pages that are not dated content. */
export const PAGES_SITEMAP = '/sitemaps/paginas.xml';

export const datedSitemapPath = (slug: string, kind: DatedKind, pagina: number) =>
  `/sitemaps/${slug}/${kind}-${pagina}.xml`;

/** `noticias-3.xml` as its kind and page; undefined for any other name. */
export function parseDatedFile(file: string): { kind: DatedKind; pagina: number } | undefined {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file.toLowerCase());
  const kind = DATED_KINDS.find((k) => k === match?.[1]);
  return kind && match ? { kind, pagina: Number(match[2]) } : undefined;
}

/** The sitemap index: the pages' sitemap, then each category's news and galleries by page. */
export async function sitemapIndex(db: Db, publicUrl: string): Promise<SitemapEntry[]> {
  const [categories, results, ...pagesByKind] = await Promise.all([
    siteCategories(db),
    latestResults(db),
    ...DATED_KINDS.map((kind) => datedPages(db, kind, SITEMAP_PAGE_SIZE)),
  ]);
  const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  const dated = DATED_KINDS.flatMap((kind, i) =>
    (pagesByKind[i] ?? []).flatMap((page) => {
      const slug = slugOf.get(page.categoriaId);
      if (!slug) return [];
      const loc = absoluteUrl(publicUrl, datedSitemapPath(slug, kind, page.pagina));
      return [{ loc, lastmod: page.lastmod }];
    }),
  );
  const pagesLastmod = newest(
    [...results, ...pagesByKind.flat()]
      .filter((row) => slugOf.has(row.categoriaId))
      .map((row) => row.lastmod),
  );
  return [{ loc: absoluteUrl(publicUrl, PAGES_SITEMAP), lastmod: pagesLastmod }, ...dated];
}

const DETAIL_OF: Record<DatedKind, (id: number) => string> = {
  noticias: detailPage.noticia,
  galerias: detailPage.galeria,
};

/** One page of a category's news or galleries, each with its publication time. */
export async function datedSitemap(
  db: Db,
  publicUrl: string,
  category: Category,
  file: { kind: DatedKind; pagina: number },
): Promise<SitemapEntry[]> {
  const rows = await datedPage(db, file.kind, category.id, file.pagina, SITEMAP_PAGE_SIZE);
  return rows.flatMap((row) =>
    pageEntries(
      publicUrl,
      categoryPagePath(category.slug, DETAIL_OF[file.kind](row.id)),
      row.lastmod,
    ),
  );
}
