import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, IdParamsSchema, IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  GaleriaSchema,
  GaleriasPageSchema,
  GaleriasQuerySchema,
  NoticiaSchema,
  NoticiasPageSchema,
  NoticiasQuerySchema,
  PilotoGaleriasSchema,
} from '@stockcar/shared/schemas/noticias';
import { assertCategoryExists } from '../../db/lookups.ts';
import { t } from '../../i18n.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { pageOf, toGaleria, toNoticia } from './mappers.ts';
import * as repo from './repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Noticias/categoria/:id',
    {
      schema: {
        tags: ['Noticias'],
        summary:
          'News of a category, newest first; busca searches title and text (Portuguese, accents ignored) or a tag',
        params: IdParamsSchema,
        querystring: NoticiasQuerySchema,
        response: { 200: NoticiasPageSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { tamanhoPagina, numeroPagina, busca, ano, idioma } = request.query;
      await assertCategoryExists(app.db, request.params.id);
      const { rows, total } = await repo.findNewsPage(
        app.db,
        {
          categoriaId: request.params.id,
          busca,
          ano,
          idioma,
          limit: tamanhoPagina,
          offset: (numeroPagina - 1) * tamanhoPagina,
        },
        app.counts,
      );
      return pageOf(
        rows.map((r) => toNoticia(r, idioma)),
        total,
        tamanhoPagina,
        numeroPagina,
      );
    },
  );

  app.get(
    '/Noticias/categoria/:categoriaId/noticia/:id',
    {
      schema: {
        tags: ['Noticias'],
        summary: 'A news article',
        params: z.object({ categoriaId: IdSchema, id: IdSchema }),
        querystring: IdiomaQuerySchema,
        response: { 200: NoticiaSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await repo.findNews(app.db, request.params.categoriaId, request.params.id);
      if (!row) throw new HttpProblem(404, t('errors:newsNotFound'));
      return toNoticia(row, request.query.idioma);
    },
  );

  app.get(
    '/Noticias/categoria/:id/galeria',
    {
      schema: {
        tags: ['Noticias'],
        summary: 'Photo galleries of a category, newest first',
        params: IdParamsSchema,
        querystring: GaleriasQuerySchema,
        response: { 200: GaleriasPageSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { tamanhoPagina, numeroPagina, ano, idioma } = request.query;
      await assertCategoryExists(app.db, request.params.id);
      const { rows, total } = await repo.findGalleriesPage(
        app.db,
        {
          categoriaId: request.params.id,
          ano,
          limit: tamanhoPagina,
          offset: (numeroPagina - 1) * tamanhoPagina,
        },
        app.counts,
      );
      const images = await repo.findImages(
        app.db,
        rows.map((r) => r.id),
      );
      const items = rows.map((r) => toGaleria(r, images.get(r.id) ?? [], idioma));
      return pageOf(items, total, tamanhoPagina, numeroPagina);
    },
  );

  app.get(
    '/Noticias/categoria/:id/galeria/:galeriaId',
    {
      schema: {
        tags: ['Noticias'],
        summary: 'A gallery with its images',
        params: z.object({ id: IdSchema, galeriaId: IdSchema }),
        querystring: IdiomaQuerySchema,
        response: { 200: GaleriaSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await repo.findGallery(app.db, request.params.id, request.params.galeriaId);
      if (!row) throw new HttpProblem(404, t('errors:galleryNotFound'));
      const images = await repo.findImages(app.db, [row.id]);
      return toGaleria(row, images.get(row.id) ?? [], request.query.idioma);
    },
  );

  app.get(
    '/Piloto/:idPiloto/galerias',
    {
      schema: {
        tags: ['Piloto'],
        summary: "Galleries a driver appears in (the driver page's ?piloto=)",
        params: z.object({ idPiloto: IdSchema }),
        querystring: IdiomaQuerySchema,
        response: { 200: PilotoGaleriasSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => {
      const rows = await repo.findDriverGalleries(app.db, request.params.idPiloto);
      const images = await repo.findImages(
        app.db,
        rows.map((r) => r.galeria.id),
      );
      return {
        galerias: rows.map((r) =>
          toGaleria(r.galeria, images.get(r.galeria.id) ?? [], request.query.idioma),
        ),
      };
    },
  );
};

export default routes;
