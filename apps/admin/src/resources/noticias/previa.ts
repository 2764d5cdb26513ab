import { SITE_TIME_ZONE } from '@stockcar/shared/dates';
import type { Noticia } from '@stockcar/shared/schemas/noticias';

const escape = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/yyyy in São Paulo time, as the public article dates it. */
export function siteDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = PARTS.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; color: #111; background: #fff; }
  article { max-width: 760px; margin: 0 auto; padding: 24px 16px 48px; }
  .capa { width: 100%; height: auto; border-radius: 8px; display: block; }
  h1 { font-size: 2rem; line-height: 1.2; margin: 24px 0 8px; }
  time { color: #555; font-size: .9rem; }
  .texto { font-size: 1.05rem; line-height: 1.6; margin-top: 24px; }
  .texto img, .texto iframe { max-width: 100%; height: auto; }
  .tags { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; margin-top: 32px; }
  .tags li { background: #eee; border-radius: 999px; padding: 4px 12px; font-size: .85rem; }
`;

/**
 * The article as a whole document for a sandboxed frame: cover, title, date, body and tags, as
 * the public page lays them out. The body is the server's (already sanitised) HTML; the rest is
 * escaped here.
 */
export function previaDocument(noticia: Noticia, alt: string, lang: string): string {
  const cover = noticia.imagemNoticia
    ? `<img class="capa" src="${escape(noticia.imagemNoticia)}" alt="${escape(alt)}">`
    : '';
  const tags = noticia.tags.length
    ? `<ul class="tags" aria-label="Tags">${noticia.tags.map((tag) => `<li>${escape(tag)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><style>${STYLE}</style></head><body><article>${cover}<h1>${escape(noticia.titulo)}</h1><time datetime="${escape(noticia.dataPublicacao)}">${siteDate(noticia.dataPublicacao)}</time><div class="texto">${noticia.texto}</div>${tags}</article></body></html>`;
}
