import { CLUB_ENTRY_PAGES } from '@stockcar/shared/site-pages';
import { PUBLIC_READS } from '../../plugins/read-cache.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { SITEMAP_INDEX } from './sitemap-index.ts';

/**
 * The public reads of the API a page needs to render, for crawlers that run the site's
 * JavaScript: each route's path with its parameters as `*` (RFC 9309 and the major crawlers
 * read `*` as any run of characters; the longest matching rule wins over `Disallow: /api/`).
 */
const apiReadsPages = () =>
  [...new Set(PUBLIC_READS.filter((url) => url.startsWith('/api/')))].map((url) =>
    url.replace(/:[^/]+/g, '*'),
  );

/**
 * robots.txt: the public site is open; the member area (but its doors), the staff console and
 * the API (but the public reads pages make) are not; the sitemap is named by its address.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /stockclub/',
    ...CLUB_ENTRY_PAGES.map((page) => `Allow: ${page}`),
    'Disallow: /admin',
    'Disallow: /api/',
    ...apiReadsPages().map((page) => `Allow: ${page}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, SITEMAP_INDEX)}`,
    '',
  ].join('\n');
}
