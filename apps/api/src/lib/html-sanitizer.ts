import sanitizeHtml from 'sanitize-html';
import type { LocalizedText } from '@stockcar/shared/i18n';

/** The CMS HTML we keep: text formatting, links, images and embedded videos; no scripts. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'iframe'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Sanitises HTML from the CMS when it is written (DESIGN.md conventions). */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A translatable CMS body sanitised in each language; an absent English text stays absent. */
export function sanitizeCmsText(text: LocalizedText): LocalizedText {
  const portugues = sanitizeCmsHtml(text['pt-br']);
  return text.en ? { 'pt-br': portugues, en: sanitizeCmsHtml(text.en) } : { 'pt-br': portugues };
}

/** A console input whose translatable `sobre` (about) HTML is sanitised (issue 11). */
export const withSanitizedSobre = <T extends { sobre: LocalizedText }>(input: T): T => ({
  ...input,
  sobre: sanitizeCmsText(input.sobre),
});

/** What sanitize-html escapes in the text it has decoded (`&`, `<`, `>`, `"`), back to the characters. */
const ESCAPED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const unescapeText = (text: string) =>
  text.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ESCAPED[name] ?? '');

/** Tags dropped, entities decoded. */
const plainText = (html: string) =>
  unescapeText(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }));

/**
 * The first paragraph as plain text, tags dropped and entities decoded: the description of a
 * shared link and of a feed item, escaped again by whatever writes it (HTML or XML).
 */
export function firstParagraphText(html: string, max = 200): string {
  const first = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  const text = plainText(first).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Where CMS HTML breaks a line: a `<br>` and the end of a block. */
const LINE_BREAKS = /<br\s*\/?>|<\/(p|li|div|h[1-6]|tr|dt|dd)>/gi;

/** CMS HTML as plain text, one line per block or break (a calendar event's description). */
export function cmsHtmlLines(html: string): string {
  return plainText(html.replace(LINE_BREAKS, '\n'))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
