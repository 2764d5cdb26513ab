import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TemporadaAtualSchema, TemporadasSchema } from '@stockcar/shared/schemas/temporadas';
import { CONTENT_CACHE as CACHE } from '../../plugins/content-cache.ts';
import { findCurrentSeason, listSeasons } from './repository.ts';

/**
 * The spec's static season files, kept in the database so a new season needs no deploy.
 * Served at the site root like static files: no API key.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/temporadas.json',
    { schema: { tags: ['Temporadas'], response: { 200: TemporadasSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return listSeasons(app.db);
    },
  );

  app.get(
    '/temporadas_turismo.json',
    { schema: { tags: ['Temporadas'], response: { 200: TemporadasSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return listSeasons(app.db, true);
    },
  );

  app.get(
    '/temporada_atual.json',
    { schema: { tags: ['Temporadas'], response: { 200: TemporadaAtualSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      // Without a season marked current, the current year (public-site.md §9).
      const atual = (await findCurrentSeason(app.db)) ?? new Date().getUTCFullYear();
      return { temporada_atual: atual };
    },
  );
};

export default routes;
