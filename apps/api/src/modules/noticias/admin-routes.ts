import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, arrayContains, asc, eq, inArray, not, sql } from 'drizzle-orm';
import { IdFilterSchema } from '@stockcar/shared/schemas/admin/lista';
import { IdParamsSchema, IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { NoticiaSchema } from '@stockcar/shared/schemas/noticias';
import {
  GaleriaInputSchema,
  GaleriaItemSchema,
  NoticiaFiltrosSchema,
  NoticiaInputSchema,
  NoticiaItemSchema,
  type GaleriaItem,
  type NoticiaInput,
  type NoticiaItem,
  type StatusNoticia,
} from '@stockcar/shared/schemas/admin/editorial';
import type { Db } from '../../db/client.ts';
import { galeria, galeriaImagem, noticia, noticiaVisivel } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { fieldProblem, HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { sanitizeCmsHtml, sanitizeCmsText } from '../../lib/html-sanitizer.ts';
import { t } from '../../i18n.ts';
import { toNoticia } from './mappers.ts';

type NoticiaRow = typeof noticia.$inferSelect;
type GaleriaRow = typeof galeria.$inferSelect;

/** The Portuguese text of a translatable column, for search and sort. */
const ptText = (column: typeof noticia.titulo | typeof galeria.titulo) =>
  sql<string>`(${column}->>'pt-br')`;

const plainText = (html: string) => html.replace(/<[^>]*>/g, '').trim();

function toNoticiaItem(row: NoticiaRow, now: Date): NoticiaItem {
  return {
    id: row.id,
    versao: row.versao,
    categoriaId: row.categoriaId,
    titulo: row.titulo,
    texto: row.texto,
    status: row.status,
    publicarEm: row.dataPublicacao.toISOString(),
    visivel: row.status !== 'rascunho' && row.dataPublicacao <= now,
    tags: row.tags,
    imagem: row.imagem,
    imagemAlt: row.imagemAlt,
    imagemGaleria: row.imagemGaleria,
    backgroundImagem: row.backgroundImagem,
  };
}

/** The time a status publishes at: a schedule keeps its time, publishing without one is now. */
function publishAt(input: NoticiaInput): Date {
  return input.publicarEm ? new Date(input.publicarEm) : new Date();
}

function noticiaRow(input: NoticiaInput) {
  return {
    categoriaId: input.categoriaId,
    titulo: input.titulo,
    texto: sanitizeCmsText(input.texto),
    status: input.status as StatusNoticia,
    dataPublicacao: publishAt(input),
    tags: [...new Set(input.tags)],
    imagem: input.imagem,
    imagemAlt: input.imagem ? input.imagemAlt : '',
    imagemGaleria: input.imagemGaleria,
    backgroundImagem: input.backgroundImagem,
  };
}

async function loadImages(db: Db, ids: number[]) {
  const byGallery = new Map<number, GaleriaItem['imagens']>();
  if (ids.length === 0) return byGallery;
  const rows = await db
    .select()
    .from(galeriaImagem)
    .where(inArray(galeriaImagem.galeriaId, ids))
    .orderBy(asc(galeriaImagem.galeriaId), asc(galeriaImagem.ordem), asc(galeriaImagem.id));
  for (const r of rows) {
    byGallery.set(r.galeriaId, [
      ...(byGallery.get(r.galeriaId) ?? []),
      { url: r.url, alt: r.textoAlternativo },
    ]);
  }
  return byGallery;
}

/** News and galleries in the console (role `editor`, issue 10). */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'noticias',
    recurso: 'noticias',
    entidade: 'noticia',
    table: noticia,
    input: NoticiaInputSchema,
    item: NoticiaItemSchema,
    toItems: async (_db, rows) => {
      const now = new Date();
      return rows.map((row) => toNoticiaItem(row as NoticiaRow, now));
    },
    toRow: noticiaRow,
    check: async (db, input, id) => {
      // What the sanitiser keeps must still say something.
      const texto = input.texto['pt-br'];
      if (!plainText(sanitizeCmsHtml(texto)) && !/<(img|iframe)/i.test(texto)) {
        throw fieldProblem('texto.pt-br', t('admin:noticiaSemTexto'));
      }
      // Saved without a time, an item that was already out keeps its date (fixing a typo does
      // not move it to the top); a draft published without one goes out now (publishAt).
      if (id !== undefined && !input.publicarEm && input.status !== 'rascunho') {
        const [stored] = await db
          .select({ status: noticia.status, em: noticia.dataPublicacao })
          .from(noticia)
          .where(eq(noticia.id, id));
        if (stored && stored.status !== 'rascunho') input.publicarEm = stored.em.toISOString();
      }
    },
    search: [ptText(noticia.titulo), sql`array_to_string(${noticia.tags}, ' ')`],
    filters: {
      categoriaId: {
        schema: NoticiaFiltrosSchema.categoriaId,
        where: (v) => eq(noticia.categoriaId, v as number),
      },
      status: {
        schema: NoticiaFiltrosSchema.status,
        where: (v) => eq(noticia.status, v as StatusNoticia),
      },
      tag: {
        schema: NoticiaFiltrosSchema.tag,
        where: (v) => arrayContains(noticia.tags, [v as string]),
      },
      visivel: {
        schema: NoticiaFiltrosSchema.visivel,
        where: (v) => (v ? noticiaVisivel() : not(noticiaVisivel())),
      },
    },
    sort: {
      publicarEm: noticia.dataPublicacao,
      titulo: ptText(noticia.titulo),
      status: noticia.status,
      categoriaId: noticia.categoriaId,
      id: noticia.id,
    },
    defaultSort: noticia.dataPublicacao,
  });

  app.get(
    '/admin/noticias/:id/previa',
    {
      preValidation: app.staffOnly('noticias'),
      schema: {
        tags: ['Admin'],
        summary:
          'A news item exactly as the public article endpoint renders it, whatever its status',
        params: IdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: NoticiaSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await app.db.select().from(noticia).where(eq(noticia.id, request.params.id));
      if (!row) throw new HttpProblem(404, t('admin:naoEncontrado'));
      return toNoticia(row, request.query.idioma);
    },
  );

  adminCrud(app, {
    area: 'galerias',
    recurso: 'galerias',
    entidade: 'galeria',
    table: galeria,
    input: GaleriaInputSchema,
    item: GaleriaItemSchema,
    toItems: async (db, rows) => {
      const images = await loadImages(
        db,
        rows.map((r) => r.id as number),
      );
      return rows.map((r) => {
        const row = r as GaleriaRow;
        return {
          id: row.id,
          versao: row.versao,
          categoriaId: row.categoriaId,
          titulo: row.titulo,
          publicarEm: row.dataPublicacao.toISOString(),
          imagens: images.get(row.id) ?? [],
        };
      });
    },
    toRow: (input) => ({
      categoriaId: input.categoriaId,
      titulo: input.titulo,
      dataPublicacao: new Date(input.publicarEm),
    }),
    // The order sent is the order saved.
    writeChildren: async (db, id, input) => {
      await db.delete(galeriaImagem).where(eq(galeriaImagem.galeriaId, id));
      await db.insert(galeriaImagem).values(
        input.imagens.map((img, ordem) => ({
          galeriaId: id,
          url: img.url,
          textoAlternativo: img.alt,
          ordem,
        })),
      );
    },
    // Behind-the-scenes galleries are the club's (area `bastidores`), not the newsroom's.
    scope: () => and(eq(galeria.bastidores, false)),
    search: [ptText(galeria.titulo)],
    filters: {
      categoriaId: {
        schema: IdFilterSchema,
        where: (v) => eq(galeria.categoriaId, v as number),
      },
    },
    sort: {
      publicarEm: galeria.dataPublicacao,
      titulo: ptText(galeria.titulo),
      categoriaId: galeria.categoriaId,
      id: galeria.id,
    },
    defaultSort: galeria.dataPublicacao,
  });
};

export default routes;
