/**
 * A page's head as the server writes it (issue 15, docs/decisions/0028): what a shared link
 * previews and a search engine reads without running JavaScript. Built by
 * modules/paginas/heads.ts for every public page; written into index.html here.
 */

/** What a page tells link previews (Open Graph, Twitter card) and search engines (canonical). */
export interface ShareHead {
  /** Absolute address of the page, query dropped but for the language of formula-4. */
  canonical: string;
  type: 'website' | 'article' | 'profile';
  /** Absolute address of the preview image (lib/share-image.ts). */
  image: string;
  siteName: string;
  locale: 'pt_BR' | 'en_US';
}

export interface PageHead {
  title: string;
  /** The page's one meta description (index.html's own is replaced, never repeated). */
  description: string;
  /** Pages search engines must not list: the not-found page, members' and token pages. */
  noindex?: boolean;
  share?: ShareHead;
  /** schema.org objects, each in its own `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
}

export const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> must not be able to close the tag nor open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;

function shareTags(head: PageHead, share: ShareHead): string[] {
  return [
    `<link rel="canonical" href="${escapeAttr(share.canonical)}">`,
    meta('property', 'og:type', share.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', share.canonical),
    meta('property', 'og:image', share.image),
    meta('property', 'og:site_name', share.siteName),
    meta('property', 'og:locale', share.locale),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', share.image),
  ];
}

/** The tags of a head, after the title. */
export function headTags(head: PageHead): string {
  return [
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.share ? shareTags(head, head.share) : []),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
    ),
  ].join('');
}

/** index.html's own description, however Vite wrapped its attributes. */
const OWN_DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/i;

/** The page with the head's title and tags; index.html's description replaced, not repeated. */
export function injectHead(html: string, head: PageHead): string {
  // Replacer functions: a replacement string would read `$&` or `$'` in a headline as patterns.
  return html
    .replace(OWN_DESCRIPTION, () => '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(head.title)}</title>`)
    .replace('</head>', () => `${headTags(head)}</head>`);
}
