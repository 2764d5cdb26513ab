import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickText } from '@stockcar/shared/i18n';
import { IdParamsSchema, IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { MaquinasResponseSchema, MontadorasResponseSchema } from '@stockcar/shared/schemas/racing';
import { assertCategoryExists } from '../../db/lookups.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { findMachines, findManufacturers } from './repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Montadora/categoria/:id',
    {
      schema: {
        tags: ['Montadora'],
        summary: 'Manufacturers entered in a category',
        params: IdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: MontadorasResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await assertCategoryExists(app.db, request.params.id);
      const rows = await findManufacturers(app.db, request.params.id);
      return rows.map(({ montadora: m }) => ({
        idMontadora: m.id,
        nome: m.nome,
        imagemBackground: m.imagemBackground,
        logoMontadora: m.logo,
        imagemCarro: m.imagemCarro,
        sobre: pickText(m.sobre, request.query.idioma),
        webSite: m.website,
        instagram: m.instagram,
      }));
    },
  );

  app.get(
    '/Maquina',
    {
      schema: {
        tags: ['Montadora'],
        summary: 'The machines (cars) of the pro series',
        querystring: IdiomaQuerySchema,
        response: { 200: MaquinasResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async () => {
      const rows = await findMachines(app.db);
      return {
        maquinas: rows.map((r) => ({
          idMaquina: r.maquina.id,
          nome: r.maquina.nome,
          montadora: r.montadora.nome,
          logoMontadora: r.montadora.logo,
          imagem: r.maquina.imagem,
        })),
      };
    },
  );
};

export default routes;
