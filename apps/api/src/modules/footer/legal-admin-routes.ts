import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IdFilterSchema } from '@stockcar/shared/schemas/admin/lista';
import {
  PAGINAS_LEGAIS,
  PaginaLegalInputSchema,
  PaginaLegalItemSchema,
  type PaginaLegalItem,
} from '@stockcar/shared/schemas/admin/editorial';
import { rodapeItem } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { fieldProblem } from '../../plugins/problem.ts';
import { sanitizeCmsText } from '../../lib/html-sanitizer.ts';
import { t } from '../../i18n.ts';

type Row = typeof rodapeItem.$inferSelect;
type PaginaLegal = (typeof PAGINAS_LEGAIS)[number];

const toItem = (row: Row): PaginaLegalItem => ({
  id: row.id,
  versao: row.versao,
  categoriaId: row.categoriaId,
  pagina: row.pagina as PaginaLegal,
  titulo: row.titulo,
  texto: row.texto,
});

/**
 * The legal pages (privacy policy, terms of use) in the console, role `editor` (issue 10).
 * They are the footer content items the site's legal routes read (public-site.md §2.3);
 * the other footer items belong to marketing's `footer` area.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'paginas-legais',
    recurso: 'paginas-legais',
    entidade: 'pagina-legal',
    table: rodapeItem,
    input: PaginaLegalInputSchema,
    item: PaginaLegalItemSchema,
    toItems: async (_db, rows) => rows.map((row) => toItem(row as Row)),
    toRow: (input) => ({
      categoriaId: input.categoriaId,
      pagina: input.pagina,
      titulo: input.titulo,
      texto: sanitizeCmsText(input.texto),
    }),
    check: async (db, input, id) => {
      const [other] = await db
        .select({ id: rodapeItem.id })
        .from(rodapeItem)
        .where(
          and(
            eq(rodapeItem.categoriaId, input.categoriaId),
            eq(rodapeItem.pagina, input.pagina),
            id === undefined ? undefined : ne(rodapeItem.id, id),
          ),
        );
      if (other) throw fieldProblem('pagina', t('admin:paginaLegalRepetida'));
    },
    scope: () => inArray(rodapeItem.pagina, [...PAGINAS_LEGAIS]),
    search: [sql`(${rodapeItem.titulo}->>'pt-br')`, rodapeItem.pagina],
    filters: {
      categoriaId: {
        schema: IdFilterSchema,
        where: (v) => eq(rodapeItem.categoriaId, v as number),
      },
      // Not `pagina`: the list protocol's page number has that name.
      paginaLegal: {
        schema: z.enum(PAGINAS_LEGAIS),
        where: (v) => eq(rodapeItem.pagina, v as string),
      },
    },
    sort: {
      pagina: rodapeItem.pagina,
      categoriaId: rodapeItem.categoriaId,
      id: rodapeItem.id,
    },
    defaultSort: rodapeItem.categoriaId,
  });
};

export default routes;
