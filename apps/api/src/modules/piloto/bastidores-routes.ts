import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { pickText } from '@stockcar/shared/i18n';
import { IdiomaQuerySchema, IdSchema } from '@stockcar/shared/schemas/common';
import { PilotoGaleriasSchema } from '@stockcar/shared/schemas/noticias';
import type { Db } from '../../db/client.ts';
import { galeria, galeriaImagem, galeriaPiloto } from '../../db/schema/index.ts';
import { problemResponses } from '../../plugins/openapi.ts';

/** Published behind-the-scenes galleries tagged with the driver, newest first. */
function findBackstage(db: Db, pilotoId: number) {
  return db
    .select({ galeria })
    .from(galeria)
    .innerJoin(galeriaPiloto, eq(galeriaPiloto.galeriaId, galeria.id))
    .where(
      and(
        eq(galeriaPiloto.pilotoId, pilotoId),
        eq(galeria.bastidores, true),
        lte(galeria.dataPublicacao, sql`now()`),
      ),
    )
    .orderBy(desc(galeria.dataPublicacao), desc(galeria.id));
}

async function imagesOf(db: Db, galleryIds: number[]) {
  const byGallery = new Map<number, string[]>();
  if (galleryIds.length === 0) return byGallery;
  const rows = await db
    .select({ galeriaId: galeriaImagem.galeriaId, url: galeriaImagem.url })
    .from(galeriaImagem)
    .where(inArray(galeriaImagem.galeriaId, galleryIds))
    .orderBy(asc(galeriaImagem.ordem), asc(galeriaImagem.id));
  for (const r of rows) byGallery.set(r.galeriaId, [...(byGallery.get(r.galeriaId) ?? []), r.url]);
  return byGallery;
}

/**
 * `GET Piloto/{id}/bastidores` (fan-club.md §7): the club's behind-the-scenes galleries of a
 * driver (galleries flagged `bastidores`, kept out of the public lists). Members only.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticateMember);

  app.get(
    '/Piloto/:idPiloto/bastidores',
    {
      schema: {
        tags: ['Piloto'],
        summary: "A driver's behind-the-scenes galleries (the club home shows 4 images)",
        security: [{ apiKey: [], bearer: [] }],
        params: z.object({ idPiloto: IdSchema }),
        querystring: IdiomaQuerySchema,
        response: { 200: PilotoGaleriasSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => {
      const rows = await findBackstage(app.db, request.params.idPiloto);
      const images = await imagesOf(
        app.db,
        rows.map((r) => r.galeria.id),
      );
      return {
        galerias: rows.map(({ galeria: g }) => ({
          id: g.id,
          titulo: pickText(g.titulo, request.query.idioma),
          dataPublicacao: g.dataPublicacao.toISOString(),
          imagemGaleria: images.get(g.id) ?? [],
        })),
      };
    },
  );
};

export default routes;
