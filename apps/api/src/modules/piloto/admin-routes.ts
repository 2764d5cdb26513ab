import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  BastidorInputSchema,
  BastidorItemSchema,
  CLUBE_TEXTOS,
  IdFilterSchema,
} from '@stockcar/shared/schemas/admin/clube';
import type { Db } from '../../db/client.ts';
import { categoria, galeria, galeriaImagem, galeriaPiloto, piloto } from '../../db/schema/index.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { fieldProblem } from '../../plugins/problem.ts';

type GalleryRow = typeof galeria.$inferSelect;

/** Drivers and images of the galleries, two queries for the whole page. */
async function childrenOf(db: Db, ids: number[]) {
  const drivers = new Map<number, number[]>();
  const images = new Map<number, { url: string; textoAlternativo: string }[]>();
  if (ids.length === 0) return { drivers, images };
  const [driverRows, imageRows] = await independentReads(db, [
    () =>
      db
        .select()
        .from(galeriaPiloto)
        .where(inArray(galeriaPiloto.galeriaId, ids))
        .orderBy(asc(galeriaPiloto.pilotoId)),
    () =>
      db
        .select()
        .from(galeriaImagem)
        .where(inArray(galeriaImagem.galeriaId, ids))
        .orderBy(asc(galeriaImagem.ordem), asc(galeriaImagem.id)),
  ]);
  for (const r of driverRows)
    drivers.set(r.galeriaId, [...(drivers.get(r.galeriaId) ?? []), r.pilotoId]);
  for (const r of imageRows) {
    images.set(r.galeriaId, [
      ...(images.get(r.galeriaId) ?? []),
      { url: r.url, textoAlternativo: r.textoAlternativo },
    ]);
  }
  return { drivers, images };
}

/**
 * The club's behind-the-scenes galleries in the console (issue 10, area `bastidores`): galleries
 * flagged `bastidores`, tagged with drivers, shown to members on the driver's club page. The
 * scope keeps this area to those galleries (the newsroom's galleries are the editor's).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'bastidores',
    recurso: 'bastidores',
    entidade: 'bastidores',
    table: galeria,
    input: BastidorInputSchema,
    item: BastidorItemSchema,
    scope: () => eq(galeria.bastidores, true),
    toItems: async (db, rows) => {
      const { drivers, images } = await childrenOf(
        db,
        rows.map((r) => r.id as number),
      );
      return (rows as GalleryRow[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        categoriaId: r.categoriaId,
        titulo: r.titulo,
        dataPublicacao: r.dataPublicacao.toISOString(),
        pilotoIds: drivers.get(r.id) ?? [],
        imagens: images.get(r.id) ?? [],
      }));
    },
    toRow: ({ categoriaId, titulo, dataPublicacao }) => ({
      categoriaId,
      titulo,
      dataPublicacao: new Date(dataPublicacao),
      bastidores: true,
    }),
    check: async (db, input) => {
      const [cat] = await db
        .select({ id: categoria.id })
        .from(categoria)
        .where(eq(categoria.id, input.categoriaId));
      if (!cat) throw fieldProblem('categoriaId', CLUBE_TEXTOS.categoriaInexistente);
      const ids = [...new Set(input.pilotoIds)];
      const found = await db.select({ id: piloto.id }).from(piloto).where(inArray(piloto.id, ids));
      if (found.length !== ids.length) {
        throw fieldProblem('pilotoIds', CLUBE_TEXTOS.pilotosInexistentes);
      }
    },
    writeChildren: async (db, id, input) => {
      await db.delete(galeriaPiloto).where(eq(galeriaPiloto.galeriaId, id));
      await db.delete(galeriaImagem).where(eq(galeriaImagem.galeriaId, id));
      await db
        .insert(galeriaPiloto)
        .values([...new Set(input.pilotoIds)].map((pilotoId) => ({ galeriaId: id, pilotoId })));
      await db.insert(galeriaImagem).values(
        input.imagens.map((img, ordem) => ({
          galeriaId: id,
          url: img.url,
          textoAlternativo: img.textoAlternativo,
          ordem,
        })),
      );
    },
    filters: {
      categoriaId: { schema: IdFilterSchema, where: (v) => eq(galeria.categoriaId, v as number) },
    },
    sort: { dataPublicacao: galeria.dataPublicacao },
    defaultSort: galeria.dataPublicacao,
  });
};

export default routes;
