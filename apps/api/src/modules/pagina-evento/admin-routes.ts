import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PaginaEventoInputSchema,
  PaginaEventoItemSchema,
} from '@stockcar/shared/schemas/admin/editorial';
import { CENAS_EVENTO } from '@stockcar/shared/schemas/pagina-evento';
import { paginaEvento } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { fieldProblem } from '../../plugins/problem.ts';
import { sanitizeCmsHtml } from '../../lib/html-sanitizer.ts';
import { t } from '../../i18n.ts';
import { paginaEventoOf } from './routes.ts';

type Row = typeof paginaEvento.$inferSelect;

/**
 * The event pages and history articles in the console, role `editor` (issue 10): one row per
 * page of PAGINAS_EVENTO; the section texts are sanitised like the news.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'paginas-evento',
    recurso: 'paginas-evento',
    entidade: 'pagina-evento',
    table: paginaEvento,
    input: PaginaEventoInputSchema,
    item: PaginaEventoItemSchema,
    toItems: async (_db, rows) =>
      rows.map((row) => ({
        id: row.id as number,
        versao: row.versao as number,
        ...paginaEventoOf(row as Row),
      })),
    toRow: (input) => ({
      ...input,
      secoes: input.secoes.map((secao) => ({
        titulo: secao.titulo,
        texto: sanitizeCmsHtml(secao.texto),
      })),
    }),
    check: async (db, input, id) => {
      const [other] = await db
        .select({ id: paginaEvento.id })
        .from(paginaEvento)
        .where(
          and(
            eq(paginaEvento.pagina, input.pagina),
            id === undefined ? undefined : ne(paginaEvento.id, id),
          ),
        );
      if (other) throw fieldProblem('pagina', t('admin:paginaEventoRepetida'));
    },
    search: [paginaEvento.titulo, paginaEvento.chamada, sql`${paginaEvento.secoes}::text`],
    filters: {
      cena: {
        schema: z.enum(CENAS_EVENTO),
        where: (v) => eq(paginaEvento.cena, v as string),
      },
    },
    sort: { pagina: paginaEvento.pagina, titulo: paginaEvento.titulo, id: paginaEvento.id },
    defaultSort: paginaEvento.pagina,
  });
};

export default routes;
