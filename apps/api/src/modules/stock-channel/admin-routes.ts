import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  BibliotecaInputSchema,
  BibliotecaItemSchema,
  CLUBE_TEXTOS,
  IdFilterSchema,
  VideoInputSchema,
  VideoItemSchema,
} from '@stockcar/shared/schemas/admin/clube';
import { biblioteca, bibliotecaVideo } from '../../db/schema/index.ts';
import { childCounts, requireParent } from '../../plugins/admin/children.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';

type LibraryRow = typeof biblioteca.$inferSelect;
type VideoRow = typeof bibliotecaVideo.$inferSelect;

/** Stock Channel in the console (issue 10, role `club`): libraries and their videos. */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'stock-channel',
    recurso: 'stock-channel/videos',
    entidade: 'stock-channel-video',
    table: bibliotecaVideo,
    input: VideoInputSchema,
    item: VideoItemSchema,
    toItems: async (_db, rows) =>
      (rows as VideoRow[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        bibliotecaId: r.bibliotecaId,
        titulo: r.titulo,
        thumbnail: r.thumbnail,
        textoAlternativo: r.textoAlternativo,
        link: r.link,
        ordem: r.ordem,
      })),
    toRow: ({ bibliotecaId, titulo, thumbnail, textoAlternativo, link, ordem }) => ({
      bibliotecaId,
      titulo,
      thumbnail,
      textoAlternativo,
      link,
      ordem,
    }),
    check: (db, input) =>
      requireParent(
        db,
        biblioteca.id,
        input.bibliotecaId,
        'bibliotecaId',
        CLUBE_TEXTOS.bibliotecaInexistente,
      ),
    search: [bibliotecaVideo.titulo],
    filters: {
      bibliotecaId: {
        schema: IdFilterSchema,
        where: (v) => eq(bibliotecaVideo.bibliotecaId, v as number),
      },
    },
    sort: { ordem: bibliotecaVideo.ordem, titulo: bibliotecaVideo.titulo },
    defaultSort: bibliotecaVideo.ordem,
  });

  adminCrud(app, {
    area: 'stock-channel',
    recurso: 'stock-channel',
    entidade: 'stock-channel-biblioteca',
    table: biblioteca,
    input: BibliotecaInputSchema,
    item: BibliotecaItemSchema,
    toItems: async (db, rows) => {
      const counts = await childCounts(
        db,
        bibliotecaVideo.bibliotecaId,
        rows.map((r) => r.id as number),
      );
      return (rows as LibraryRow[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        nome: r.nome,
        thumbnail: r.thumbnail,
        textoAlternativo: r.textoAlternativo,
        ordem: r.ordem,
        totalVideos: counts.get(r.id) ?? 0,
      }));
    },
    toRow: ({ nome, thumbnail, textoAlternativo, ordem }) => ({
      nome,
      thumbnail,
      textoAlternativo,
      ordem,
    }),
    search: [biblioteca.nome],
    sort: { ordem: biblioteca.ordem, nome: biblioteca.nome },
    defaultSort: biblioteca.ordem,
  });
};

export default routes;
