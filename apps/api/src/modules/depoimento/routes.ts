import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { DepoimentosSchema } from '@stockcar/shared/schemas/clube-conteudo';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { depoimento } from '../../db/schema/index.ts';
import { problemResponses } from '../../plugins/openapi.ts';

/** The club home's testimonials (fan-club.md §2): public copy, behind the API key only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Depoimento',
    {
      schema: {
        tags: ['Depoimento'],
        summary: "The active testimonials of the club home's carousel, in their order",
        querystring: IdiomaQuerySchema,
        response: { 200: DepoimentosSchema, ...problemResponses(401) },
      },
    },
    () =>
      app.db
        .select({ id: depoimento.id, nome: depoimento.nome, texto: depoimento.texto })
        .from(depoimento)
        .where(eq(depoimento.ativo, true))
        .orderBy(asc(depoimento.ordem), asc(depoimento.id)),
  );
};

export default routes;
