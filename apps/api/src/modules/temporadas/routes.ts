import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TemporadaAtualSchema,
  TemporadasQuerySchema,
  TemporadasSchema,
} from '@stockcar/shared/schemas/temporadas';
import { CONTENT_CACHE as CACHE } from '../../plugins/content-cache.ts';
import { findCurrentSeason, listSeasons } from './repository.ts';

/** Categories whose seasons `/temporadas_turismo.json` lists: Turismo Nacional, new and old. */
const TURISMO = [5, 6];

/**
 * The spec's static season files, derived from the categories' seasons race control sets up
 * (issue 11), so a new season needs no deploy. Served at the site root like static files: no
 * API key. `?categoria=<id>` narrows a file to one category's seasons.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/temporadas.json',
    {
      schema: {
        tags: ['Temporadas'],
        querystring: TemporadasQuerySchema,
        response: { 200: TemporadasSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      const { categoria } = request.query;
      return listSeasons(app.db, categoria === undefined ? undefined : [categoria]);
    },
  );

  app.get(
    '/temporadas_turismo.json',
    {
      schema: {
        tags: ['Temporadas'],
        querystring: TemporadasQuerySchema,
        response: { 200: TemporadasSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      const { categoria } = request.query;
      const turismo = categoria === undefined ? TURISMO : TURISMO.filter((c) => c === categoria);
      return listSeasons(app.db, turismo);
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
