import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickText } from '@stockcar/shared/i18n';
import { IdParamsSchema, IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { BTN_INGRESSO_OCULTO } from '@stockcar/shared/constants';
import {
  CategoriaResponseSchema,
  MenuQuerySchema,
  MenuResponseSchema,
} from '@stockcar/shared/schemas/categoria';
import { assertCategoryExists } from '../../db/lookups.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { findCategoria, findMenuItems, findTicketMenuItem } from './repository.ts';
import { t } from '../../i18n.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Categoria',
    {
      schema: {
        tags: ['Categoria'],
        summary: 'Menus: category symbol links and the main menu of one category',
        querystring: MenuQuerySchema,
        response: { 200: MenuResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { idCategoria, idioma } = request.query;
      await assertCategoryExists(app.db, idCategoria);
      const rows = await findMenuItems(app.db, idCategoria);
      const toItem = (row: (typeof rows)[number]) => ({
        idCategoria: row.categoriaId,
        titulo: pickText(row.titulo, idioma),
        url: row.url,
        target: row.novaAba ? ('_blank' as const) : ('_self' as const),
      });
      return {
        menuSuperior: rows.filter((r) => r.grupo === 'superior').map(toItem),
        menuPrincipal: rows.filter((r) => r.grupo === 'principal').map(toItem),
      };
    },
  );

  app.get(
    '/Categoria/:id',
    {
      schema: {
        tags: ['Categoria'],
        summary: 'A category with its theme and its ticket button (on when its menu sells tickets)',
        params: IdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: CategoriaResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await findCategoria(app.db, request.params.id);
      if (!row) throw new HttpProblem(404, t('errors:categoryNotFound'));
      const { idioma } = request.query;
      const tickets = await findTicketMenuItem(app.db, row.id);
      return {
        categoria: {
          idCategoria: row.id,
          tag: row.tag,
          cor: row.cor,
          backGround: row.background,
          corFonte: row.corFonte,
          imgLogo: row.imgLogo,
          imgCategoria: row.imgFavicon,
          imgBackgroud: row.imgBackground,
          nomeCategoria: pickText(row.nome, idioma),
          texto: pickText(row.texto, idioma),
          btnIngresso: tickets ? { show: true, link: tickets.url } : BTN_INGRESSO_OCULTO,
        },
      };
    },
  );
};

export default routes;
