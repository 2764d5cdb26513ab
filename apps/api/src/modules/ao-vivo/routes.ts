import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { LiveListSchema } from '@stockcar/shared/schemas/ao-vivo';
import { problemResponses } from '../../plugins/openapi.ts';
import { findLives } from './repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/AoVivo',
    {
      schema: {
        tags: ['AoVivo'],
        summary: 'Live broadcasts, online or not',
        querystring: IdiomaQuerySchema,
        response: { 200: LiveListSchema, ...problemResponses(400, 401) },
      },
    },
    async () => {
      const rows = await findLives(app.db);
      return rows.map((r) => ({
        idLive: r.id,
        categoria: r.canal,
        nome: r.nome,
        link: r.link,
        online: r.online,
        linkVinculado: r.linkVinculado,
      }));
    },
  );
};

export default routes;
