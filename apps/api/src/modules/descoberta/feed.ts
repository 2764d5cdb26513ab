import { resolveCategory, type Category } from '@stockcar/shared/categories';
import { categoryOfPath, pickText } from '@stockcar/shared/i18n';
import { categoryPagePath, detailPage, newsFeedPath } from '@stockcar/shared/site-pages';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { firstParagraphText } from '../../lib/html-sanitizer.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import type { PageFeed } from '../../plugins/web.ts';
import { feedNews } from './repository.ts';
import { xmlRoot } from './xml.ts';

/** How many of the newest items a feed carries. */
export const FEED_ITEMS = 30;
/** The item's description: the article's first paragraph, as text. */
const EXCERPT_CHARS = 300;

const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** Media RSS: the item's image without the byte length an `enclosure` requires. */
const MEDIA_NS = 'http://search.yahoo.com/mrss/';

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};
const imageType = (url: string) =>
  IMAGE_TYPES[/\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ''];

/** RSS 2.0 dates are RFC 822 (with a four-digit year, as RFC 1123 writes them). */
const rfc822 = (date: Date) => date.toUTCString();

/** The title of a category's feed, also announced in the head of its pages. */
export const feedTitle = (category: Category) =>
  t('descoberta:feed.title', { categoria: category.name });

/** The feed the pages of a category announce (under /stockcar/{categoria}), if any. */
export function categoryFeedOf(path: string): PageFeed | undefined {
  const category = resolveCategory(categoryOfPath(path));
  return category && { title: feedTitle(category), href: newsFeedPath(category.slug) };
}

/**
 * A category's news as RSS 2.0 (https://www.rssboard.org/rss-specification), newest first, in
 * Portuguese: title, permalink, publication time, first paragraph, tags and cover image.
 */
export async function newsFeed(db: Db, publicUrl: string, category: Category): Promise<string> {
  const rows = await feedNews(db, category.id, FEED_ITEMS);
  const url = (path: string) => absoluteUrl(publicUrl, path);
  const rss = xmlRoot('rss', { version: '2.0', 'xmlns:atom': ATOM_NS, 'xmlns:media': MEDIA_NS });
  const channel = rss.ele('channel');
  channel.ele('title').txt(feedTitle(category));
  channel.ele('link').txt(url(categoryPagePath(category.slug, 'novidade')));
  channel.ele('description').txt(t('descoberta:feed.description', { categoria: category.name }));
  channel.ele('language').txt('pt-BR');
  channel.ele('atom:link', {
    href: url(newsFeedPath(category.slug)),
    rel: 'self',
    type: 'application/rss+xml',
  });
  // The newest item's time, not the clock's: an unchanged feed keeps its bytes (and ETag).
  if (rows[0]) channel.ele('lastBuildDate').txt(rfc822(rows[0].dataPublicacao));
  for (const row of rows) {
    const link = url(categoryPagePath(category.slug, detailPage.noticia(row.id)));
    const item = channel.ele('item');
    item.ele('title').txt(pickText(row.titulo, 'pt-br'));
    item.ele('link').txt(link);
    item.ele('guid', { isPermaLink: 'true' }).txt(link);
    item.ele('pubDate').txt(rfc822(row.dataPublicacao));
    item.ele('description').txt(firstParagraphText(pickText(row.texto, 'pt-br'), EXCERPT_CHARS));
    for (const tag of row.tags) item.ele('category').txt(tag);
    if (row.imagem) {
      const type = imageType(row.imagem);
      const media = item.ele('media:content', {
        url: url(row.imagem),
        medium: 'image',
        ...(type ? { type } : {}),
      });
      if (row.imagemAlt) media.ele('media:description').txt(row.imagemAlt);
    }
  }
  return rss.end();
}
