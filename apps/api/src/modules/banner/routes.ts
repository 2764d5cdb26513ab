import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickText } from '@stockcar/shared/i18n';
import { CategoriaIdParamsSchema, IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { BannerListSchema, PopupResponseSchema } from '@stockcar/shared/schemas/banner';
import { assertCategoryExists } from '../../db/lookups.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { findActiveBanners, findCurrentPopup } from './repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Banner/categoria/:idCategoria',
    {
      schema: {
        tags: ['Banner'],
        summary: 'Active banners of a category',
        params: CategoriaIdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: BannerListSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { idCategoria } = request.params;
      await assertCategoryExists(app.db, idCategoria);
      const rows = await findActiveBanners(app.db, idCategoria);
      return rows.map((b) => ({
        titulo: pickText(b.titulo, request.query.idioma),
        link: b.link,
        url: b.imagem,
      }));
    },
  );

  app.get(
    '/Banner/Popup/:idCategoria',
    {
      schema: {
        tags: ['Banner'],
        summary: 'The popup of a category, or null when none is active',
        params: CategoriaIdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: PopupResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { idCategoria } = request.params;
      await assertCategoryExists(app.db, idCategoria);
      const row = await findCurrentPopup(app.db, idCategoria);
      if (!row) return null;
      return {
        id: row.id,
        titulo: pickText(row.titulo, request.query.idioma),
        link: row.link,
        url: row.imagem,
        urlMobile: row.imagemMobile,
        abrirNovaAba: row.abrirNovaAba,
      };
    },
  );
};

export default routes;
