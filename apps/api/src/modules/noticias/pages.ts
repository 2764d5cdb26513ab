import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { resolveCategory } from '@stockcar/shared/categories';
import { pickText } from '@stockcar/shared/i18n';
import { t } from '../../i18n.ts';
import type { PageMeta } from '../../plugins/web.ts';
import { firstParagraphText } from '../../lib/html-sanitizer.ts';
import { shareImageUrl } from '../../lib/share-image.ts';
import { findGallery, findImages, findNews } from './repository.ts';

/**
 * The article and gallery pages are served with their head filled (title, description,
 * Open Graph image) so a shared link previews without JavaScript; the SPA does the rest.
 */
const pages: FastifyPluginAsync = async (app) => {
  const send = (reply: FastifyReply, meta?: PageMeta) => {
    const html = app.renderPage(meta);
    if (!html) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  };
  const parseId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

  app.get<{ Params: { categoria: string; id: string } }>(
    '/stockcar/:categoria/noticia/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const category = resolveCategory(request.params.categoria);
      const id = parseId(request.params.id);
      const row = category && id ? await findNews(app.db, category.id, id) : undefined;
      if (!row) return send(reply);
      const texto = pickText(row.texto, 'pt-br');
      return send(reply, {
        title: t('editorial:share.title', { titulo: pickText(row.titulo, 'pt-br') }),
        description: firstParagraphText(texto),
        image: row.imagem ? shareImageUrl(row.imagem) : undefined,
        url: request.url,
      });
    },
  );

  app.get<{ Params: { categoria: string; id: string } }>(
    '/stockcar/:categoria/galeria/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const category = resolveCategory(request.params.categoria);
      const id = parseId(request.params.id);
      const row = category && id ? await findGallery(app.db, category.id, id) : undefined;
      if (!row) return send(reply);
      const first = (await findImages(app.db, [row.id])).get(row.id)?.[0];
      const titulo = pickText(row.titulo, 'pt-br');
      return send(reply, {
        title: t('editorial:share.title', { titulo }),
        description: t('editorial:share.gallery', { titulo }),
        image: first ? shareImageUrl(first) : undefined,
        url: request.url,
      });
    },
  );
};

export default pages;
