import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  PaginaEventoParamsSchema,
  PaginaEventoSchema,
  type PaginaEvento,
} from '@stockcar/shared/schemas/pagina-evento';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { paginaEvento } from '../../db/schema/index.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';

type Row = typeof paginaEvento.$inferSelect;

/** A row as the site and the console read it (the column names are the contract's). */
export const paginaEventoOf = (row: Row): PaginaEvento => ({
  pagina: row.pagina as PaginaEvento['pagina'],
  chamada: row.chamada,
  titulo: row.titulo,
  linhaFina: row.linhaFina,
  cena: row.cena as PaginaEvento['cena'],
  descricaoCena: row.descricaoCena,
  fatos: row.fatos,
  secoes: row.secoes,
  tags: row.tags,
  relacionados: row.relacionados,
});

/** The pro series' event pages and history articles (public-site.md §2.3). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/PaginaEvento/:pagina',
    {
      schema: {
        tags: ['PaginaEvento'],
        summary: 'An event page or history article of the pro series',
        params: PaginaEventoParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: PaginaEventoSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(paginaEvento)
        .where(eq(paginaEvento.pagina, request.params.pagina));
      if (!row) throw new HttpProblem(404, t('errors:eventPageNotFound'));
      return paginaEventoOf(row);
    },
  );
};

export default routes;
