import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  BooleanFilterSchema,
  DepoimentoInputSchema,
  DepoimentoItemSchema,
} from '@stockcar/shared/schemas/admin/clube';
import { depoimento } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';

type Row = typeof depoimento.$inferSelect;

/** The club home's testimonials in the console (issue 10, area `depoimentos`, role `club`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'depoimentos',
    recurso: 'depoimentos',
    entidade: 'depoimento',
    table: depoimento,
    input: DepoimentoInputSchema,
    item: DepoimentoItemSchema,
    toItems: async (_db, rows) =>
      (rows as Row[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        nome: r.nome,
        texto: r.texto,
        ativo: r.ativo,
        ordem: r.ordem,
      })),
    toRow: (input) => ({ ...input }),
    search: [depoimento.nome, depoimento.texto],
    filters: {
      ativo: { schema: BooleanFilterSchema, where: (v) => eq(depoimento.ativo, v as boolean) },
    },
    sort: { ordem: depoimento.ordem, nome: depoimento.nome },
    defaultSort: depoimento.ordem,
  });
};

export default routes;
