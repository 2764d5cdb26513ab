import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count, eq, inArray } from 'drizzle-orm';
import {
  BibliotecaInputSchema,
  BibliotecaItemSchema,
  CLUBE_TEXTOS,
  IdFilterSchema,
  VideoInputSchema,
  VideoItemSchema,
} from '@stockcar/shared/schemas/admin/clube';
import type { Db } from '../../db/client.ts';
import { biblioteca, bibliotecaVideo } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { fieldProblem } from '../../plugins/problem.ts';

type LibraryRow = typeof biblioteca.$inferSelect;
type VideoRow = typeof bibliotecaVideo.$inferSelect;

/** Video counts of the libraries, in one query. */
async function videoCounts(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: bibliotecaVideo.bibliotecaId, n: count() })
    .from(bibliotecaVideo)
    .where(inArray(bibliotecaVideo.bibliotecaId, ids))
    .groupBy(bibliotecaVideo.bibliotecaId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

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
    check: async (db, input) => {
      const [owner] = await db
        .select({ id: biblioteca.id })
        .from(biblioteca)
        .where(eq(biblioteca.id, input.bibliotecaId));
      if (!owner) throw fieldProblem('bibliotecaId', CLUBE_TEXTOS.bibliotecaInexistente);
    },
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
      const counts = await videoCounts(
        db,
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
