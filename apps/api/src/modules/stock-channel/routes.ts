import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema, IdParamsSchema } from '@stockcar/shared/schemas/common';
import {
  BibliotecaDetalheSchema,
  BibliotecasSchema,
} from '@stockcar/shared/schemas/clube-conteudo';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { findLibrary, listLibraries } from './repository.ts';
import { t } from '../../i18n.ts';

/** The Stock Channel video libraries (fan-club.md §2, §3, §7): members only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticateMember);
  const security = [{ apiKey: [], bearer: [] }];

  app.get(
    '/StockChannel/Biblioteca',
    {
      schema: {
        tags: ['StockChannel'],
        summary: 'The video libraries with their video counts',
        security,
        querystring: IdiomaQuerySchema,
        response: { 200: BibliotecasSchema, ...problemResponses(400, 401) },
      },
    },
    () => listLibraries(app.db),
  );

  app.get(
    '/StockChannel/Biblioteca/:id',
    {
      schema: {
        tags: ['StockChannel'],
        summary: 'A library and its videos',
        security,
        params: IdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: BibliotecaDetalheSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const library = await findLibrary(app.db, request.params.id);
      if (!library) throw new HttpProblem(404, t('conteudo:bibliotecaNaoEncontrada'));
      return library;
    },
  );
};

export default routes;
